import type { DB } from '@roomcraft/db';
import { JobQueue } from '@roomcraft/jobs';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { type PlatformGuards, renderServerGuard } from '../http/access.ts';
import type { RouteBinding } from '../http/routes.ts';
import { Clock } from '../lib/clock.ts';
import { installationSecret } from '../lib/installation-secrets.ts';
import type { PeriodicTask } from '../lib/periodic-tasks.ts';
import { authBindings } from './auth/auth.routes.ts';
import { AuthService } from './auth/auth.service.ts';
import { EmailVerification } from './auth/email-verification.ts';
import { Sessions } from './auth/sessions.ts';
import { SignInLimiter } from './auth/sign-in-limiter.ts';
import { LocalSocialIdentityProvider, type SocialIdentityProvider } from './auth/social-identity.ts';
import { type Billing, createBilling } from './billing/index.ts';
import type { SubscriptionNotifier } from './billing/subscription-events.ts';
import type { BlobStore } from './blobs/blob-store.ts';
import { openBlobStore } from './blobs/blob-store-config.ts';
import { EnterprisesRepository } from './enterprises/enterprises.repository.ts';
import { enterpriseBindings } from './enterprises/enterprises.routes.ts';
import { EnterprisesService } from './enterprises/enterprises.service.ts';
import { ImageBundlesRepository } from './image-bundles/image-bundles.repository.ts';
import { imageBundleBindings } from './image-bundles/image-bundles.routes.ts';
import { ImageBundlesService } from './image-bundles/image-bundles.service.ts';
import { ImageUploads } from './images/image-uploads.ts';
import { imageBindings } from './images/images.routes.ts';
import { ImagesService } from './images/images.service.ts';
import { queueUpscaling } from './images/upscaling.ts';
import { createLibrary, type Library } from './library/index.ts';
import { type Mailer, OutboxMailer, SmtpMailer } from './mail/mailer.ts';
import { createMaps } from './maps/index.ts';
import { notificationMailTask } from './notifications/notification-mail.ts';
import { notificationBindings } from './notifications/notifications.routes.ts';
import { NotificationsService } from './notifications/notifications.service.ts';
import { createOpenApi, type OpenApi } from './open-api/index.ts';
import { registerWebhookDeliveries } from './open-api/webhooks/webhook-delivery-handler.ts';
import { OperatorAuditLog } from './operators/audit-log.ts';
import { operatorBindings } from './operators/operators.routes.ts';
import { opsConsoleBindings } from './operators/ops-console.routes.ts';
import { OpsUsers } from './operators/ops-users.ts';
import { RenderHealth } from './operators/render-health.ts';
import { previewBindings } from './previews/previews.routes.ts';
import { PreviewsService } from './previews/previews.service.ts';
import { createProductOrders } from './product-orders/index.ts';
import { announceToWebhooks, notifyCustomers } from './product-orders/order-listeners.ts';
import { PlansRepository } from './quotas/plans.repository.ts';
import { QuotasRepository } from './quotas/quotas.repository.ts';
import { quotaBindings } from './quotas/quotas.routes.ts';
import { QuotasService } from './quotas/quotas.service.ts';
import { bakedSceneBindings } from './renders/baked-scenes.ts';
import { RenderJobs } from './renders/render-jobs.ts';
import { RendersRepository } from './renders/renders.repository.ts';
import { renderBindings } from './renders/renders.routes.ts';
import { RendersService } from './renders/renders.service.ts';
import { RoomTypesRepository } from './room-types/room-types.repository.ts';
import { roomTypeBindings } from './room-types/room-types.routes.ts';
import { RoomTypesService } from './room-types/room-types.service.ts';
import { DashboardService } from './statistics/dashboard.service.ts';
import { EventRecorder } from './statistics/events.ts';
import { registerRollupHandler, rollupSchedule } from './statistics/rollup-job.ts';
import { StatisticsRepository } from './statistics/statistics.repository.ts';
import { statisticsBindings } from './statistics/statistics.routes.ts';
import { StatisticsService } from './statistics/statistics.service.ts';
import { createTemplates } from './templates/index.ts';
import { handOverTemplates } from './templates/user-handover.ts';
import type { UserDeletionStep } from './users/user-deletion.ts';
import { UsersRepository } from './users/users.repository.ts';
import { userBindings } from './users/users.routes.ts';
import { UsersService } from './users/users.service.ts';
import { AccessRepository } from './workspace/access/access.repository.ts';
import { AccessService } from './workspace/access/access.service.ts';
import { createWorkspace } from './workspace/workspace.ts';

export interface Platform {
  bindings: RouteBinding[];
  /** The checks of the api-key and render-server routes, run before anything else of a request. */
  guards: PlatformGuards;
  /** Jobs run at start and then periodically (the trash purge). */
  tasks: PeriodicTask[];
  blobs: BlobStore;
  sessions: Sessions;
  mailer: Mailer;
  social: SocialIdentityProvider | null;
  library: Library;
  /** The platform's time (tests move it) and subscriptions. */
  clock: Clock;
  billing: Billing;
  /** The operators' audit log, whose hook the app installs. */
  audit: OperatorAuditLog;
  openApi: OpenApi;
  /** The one queue of every background job (packages/jobs). */
  jobs: JobQueue;
  /** The renders' records of their queue jobs, for the render workers. */
  renderJobs: RenderJobs;
}

export interface PlatformOptions {
  db: Kysely<DB>;
  config: Config;
  mailer?: Mailer;
  social?: SocialIdentityProvider;
  blobs?: BlobStore;
  clock?: Clock;
  /** Where subscription events notify their owners. */
  subscriptionNotifier?: SubscriptionNotifier;
}

/** Wires every domain: each service receives only what it needs (STYLE.md). */
export function createPlatform({ db, config, ...options }: PlatformOptions): Platform {
  const mailer =
    options.mailer ??
    (config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db));
  const social =
    options.social ??
    (config.demo
      ? new LocalSocialIdentityProvider(
          installationSecret(config.dataDir, 'social-secret', config.socialSecret),
        )
      : null);
  const blobs = options.blobs ?? openBlobStore(config.blobStore);
  const sessions = new Sessions(db, config.sessionDays);
  const limiter = new SignInLimiter(db);
  const verification = new EmailVerification(db, mailer);
  const users = new UsersRepository(db);
  const enterprises = new EnterprisesRepository(db);
  const deletionSteps: UserDeletionStep[] = [];
  const maps = createMaps({ db, config });
  const notifications = new NotificationsService(db);
  const events = new EventRecorder(db);
  const audit = new OperatorAuditLog(db);
  const workspace = createWorkspace({
    db,
    blobs,
    users,
    apiBase: config.bases.api,
    mapPlans: (user, fromMap) => maps.floorplans.open(user, fromMap),
    notifications,
    events,
  });
  deletionSteps.push(workspace.deletionStep, handOverTemplates);

  const usersService = new UsersService({ db, users, sessions, deletionSteps });
  const enterprisesService = new EnterprisesService({ db, enterprises, users, usersService, verification });
  const clock = options.clock ?? new Clock();
  const plans = new PlansRepository(db);
  const quotas = new QuotasService(db, new QuotasRepository(db), plans, () => clock.now());
  const billing = createBilling({ db, config, clock, plans, quotas, notifier: options.subscriptionNotifier });
  const statisticsRepository = new StatisticsRepository(db);
  const access = new AccessService(new AccessRepository(db));
  const renders = new RendersRepository(db);
  const bundles = new ImageBundlesRepository(db);
  const images = new ImagesService(db, access, blobs);
  const jobs = new JobQueue(db);
  const renderJobs = new RenderJobs(db, jobs, quotas);
  const openApi = createOpenApi({ db, config, sessions, jobs });
  const library = createLibrary({ db, blobs, jobs, apiBase: config.bases.api, apiKeys: openApi.keys });
  // The in-process runner (tests drain it; servers leave the work to their workers) runs every kind.
  registerRollupHandler(library.processing.runner, db);
  registerWebhookDeliveries(library.processing.runner, db, config);
  const auth = new AuthService({ db, users, usersService, sessions, limiter, verification, social });

  const bindings: RouteBinding[] = [
    ...authBindings({
      auth,
      sessions,
      verification,
      users,
      mailer,
      db,
      publicUrl: config.publicUrl,
      demo: config.demo,
    }),
    ...userBindings(usersService, users, enterprises),
    ...enterpriseBindings(enterprisesService, enterprises, config.publicUrl),
    ...operatorBindings({ db, sessions, limiter, enterprises: enterprisesService, audit }),
    ...opsConsoleBindings({
      users: new OpsUsers({ db, sessions, mailer, audit, publicUrl: config.publicUrl }),
      renders: new RenderHealth(db, audit),
      audit,
    }),
    ...notificationBindings(notifications),
    ...statisticsBindings({
      db,
      statistics: new StatisticsService(db, statisticsRepository),
      dashboard: new DashboardService(db, statisticsRepository, quotas),
      events,
    }),
    ...roomTypeBindings(new RoomTypesService(db, new RoomTypesRepository(db))),
    ...quotaBindings(quotas, users, plans),
    ...billing.bindings,
    ...renderBindings(
      new RendersService({ db, repository: renders, access, quotas, jobs: renderJobs }),
      renders,
      notifications.repository,
    ),
    ...bakedSceneBindings(db, blobs),
    ...imageBindings(
      images,
      new ImageUploads(db, access, blobs),
      (user, ids, scale) => queueUpscaling({ db, access, images, renderJobs }, user, ids, scale),
      config.bases.api,
    ),
    ...imageBundleBindings(
      new ImageBundlesService(db, bundles, access, library.productGate),
      bundles,
      config.bases.api,
    ),
    ...library.bindings,
    ...previewBindings(new PreviewsService(db, blobs, users, library.productGate), config.bases.api),
    ...workspace.bindings,
    ...createTemplates({
      db,
      apiBase: config.bases.api,
      notifications,
      onPublished: async (template) => {
        if (!template.enterpriseId) return;
        await openApi.events.emit(template.enterpriseId, 'TEMPLATE_PUBLISHED', {
          templateId: template.id,
          name: template.name,
          scope: template.scope,
          publishedAt: template.publishedAt.toISOString(),
        });
      },
    }),
    ...createProductOrders({
      db,
      blobs,
      library,
      apiBase: config.bases.api,
      notifyOrderStateChange: [notifyCustomers(db, notifications), announceToWebhooks(openApi.events)],
    }),
    ...maps.bindings,
    ...openApi.bindings,
  ];
  const guards: PlatformGuards = {
    ...openApi.guards,
    renderServer: renderServerGuard(config.renderServerToken),
  };
  const tasks = [
    ...workspace.tasks,
    ...billing.tasks,
    notificationMailTask(db, mailer, config.publicUrl),
    rollupSchedule(jobs),
  ];
  return {
    bindings,
    guards,
    tasks,
    blobs,
    sessions,
    mailer,
    social,
    library,
    clock,
    billing,
    audit,
    openApi,
    jobs,
    renderJobs,
  };
}

import { randomUUID } from 'node:crypto';
import type { DB } from '@roomcraft/db';
import { JobQueue, JobRunner } from '@roomcraft/jobs';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { type PlatformGuards, renderServerGuard } from '../http/access.ts';
import type { RouteBinding } from '../http/routes.ts';
import { installationSecret } from '../lib/installation-secrets.ts';
import type { PeriodicTask } from '../lib/periodic-tasks.ts';
import { authBindings } from './auth/auth.routes.ts';
import { AuthService } from './auth/auth.service.ts';
import { EmailVerification } from './auth/email-verification.ts';
import { Sessions } from './auth/sessions.ts';
import { SignInLimiter } from './auth/sign-in-limiter.ts';
import { LocalSocialIdentityProvider, type SocialIdentityProvider } from './auth/social-identity.ts';
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
import { createOpenApi, type OpenApi } from './open-api/index.ts';
import { operatorBindings } from './operators/operators.routes.ts';
import { previewBindings } from './previews/previews.routes.ts';
import { PreviewsService } from './previews/previews.service.ts';
import { createProductOrders } from './product-orders/index.ts';
import { QuotasRepository } from './quotas/quotas.repository.ts';
import { quotaBindings } from './quotas/quotas.routes.ts';
import { QuotasService } from './quotas/quotas.service.ts';
import { bakedSceneBindings } from './renders/baked-scenes.ts';
import { RendersRepository } from './renders/renders.repository.ts';
import { renderBindings } from './renders/renders.routes.ts';
import { RendersService } from './renders/renders.service.ts';
import { RoomTypesRepository } from './room-types/room-types.repository.ts';
import { roomTypeBindings } from './room-types/room-types.routes.ts';
import { RoomTypesService } from './room-types/room-types.service.ts';
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
  openApi: OpenApi;
  /** The durable queue of background jobs and this process's runner of them (started by main). */
  jobs: { queue: JobQueue; runner: JobRunner };
}

export interface PlatformOptions {
  db: Kysely<DB>;
  config: Config;
  mailer?: Mailer;
  social?: SocialIdentityProvider;
  blobs?: BlobStore;
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
  const workspace = createWorkspace({ db, blobs, users, apiBase: config.bases.api });
  deletionSteps.push(workspace.deletionStep, handOverTemplates);

  const usersService = new UsersService({ db, users, sessions, deletionSteps });
  const enterprisesService = new EnterprisesService({ db, enterprises, users, usersService, verification });
  const quotas = new QuotasService(db, new QuotasRepository(db));
  const access = new AccessService(new AccessRepository(db));
  const renders = new RendersRepository(db);
  const bundles = new ImageBundlesRepository(db);
  const images = new ImagesService(db, access, blobs);
  const jobQueue = new JobQueue(db);
  const jobRunner = new JobRunner({ queue: jobQueue, workerId: `server-${randomUUID()}` });
  const openApi = createOpenApi({ db, config, sessions, jobs: { queue: jobQueue, runner: jobRunner } });
  const library = createLibrary({ db, blobs, apiBase: config.bases.api, apiKeys: openApi.keys });
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
    ...operatorBindings({ db, sessions, limiter, enterprises: enterprisesService }),
    ...roomTypeBindings(new RoomTypesService(db, new RoomTypesRepository(db))),
    ...quotaBindings(quotas, users),
    ...renderBindings(new RendersService({ db, repository: renders, access, quotas }), renders),
    ...bakedSceneBindings(db, blobs),
    ...imageBindings(
      images,
      new ImageUploads(db, access, blobs),
      (user, ids, scale) => queueUpscaling({ db, access, images }, user, ids, scale),
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
    ...createProductOrders({ db, blobs, library, apiBase: config.bases.api }),
    ...openApi.bindings,
  ];
  const guards: PlatformGuards = {
    ...openApi.guards,
    renderServer: renderServerGuard(config.renderServerToken),
  };
  return {
    bindings,
    guards,
    tasks: workspace.tasks,
    blobs,
    sessions,
    mailer,
    social,
    library,
    openApi,
    jobs: { queue: jobQueue, runner: jobRunner },
  };
}

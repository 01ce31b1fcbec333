import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { NotificationsService } from '../notifications/notifications.service.ts';
import { WebhookEvents } from '../open-api/webhooks/webhook-events.ts';
import { EventRecorder } from '../statistics/events.ts';

export interface FinishedJob {
  id: string;
  project_id: string;
  user_id: string;
  enterprise_id: string | null;
  type: number;
  tier: string;
  request_id: string | null;
  image_id: string | null;
}

/**
 * What a render's end sets off: the requester's notification, the recorded event the statistics
 * count (renders by type and tier) and, when one finishes, the enterprise's RENDER_FINISHED
 * webhooks. Writes rows only, so it runs in the render worker as well.
 */
export class RenderOutcomes {
  private readonly notifications: NotificationsService;
  private readonly events: EventRecorder;
  private readonly webhooks: WebhookEvents;

  constructor(private readonly db: Kysely<DB>) {
    this.notifications = new NotificationsService(db);
    this.events = new EventRecorder(db);
    this.webhooks = new WebhookEvents(db);
  }

  async finished(job: FinishedJob, outcome: { state: 'DONE' } | { state: 'FAILED'; reason: string }) {
    const project = await this.db
      .selectFrom('projects')
      .select('name')
      .where('id', '=', job.project_id)
      .executeTakeFirst();
    const done = outcome.state === 'DONE';
    await this.events.record({
      kind: done ? 'RENDER_FINISHED' : 'RENDER_FAILED',
      enterpriseId: job.enterprise_id,
      userId: job.user_id,
      subject: job.id,
      dimension: `${job.type}:${job.tier}`,
    });
    await this.notifications.notify({
      type: done ? 'RENDER_DONE' : 'RENDER_FAILED',
      userIds: [job.user_id],
      data: {
        renderId: job.id,
        projectId: job.project_id,
        projectName: project?.name ?? '',
        type: job.type,
        tier: job.tier,
        ...(done ? {} : { reason: outcome.reason }),
      },
      link: `/projects/${job.project_id}/renders`,
    });
    if (done && job.enterprise_id) {
      await this.webhooks.emit(job.enterprise_id, 'RENDER_FINISHED', {
        renderJobId: job.id,
        requestId: job.request_id,
        projectId: job.project_id,
        imageId: job.image_id,
        type: job.type,
      });
    }
  }
}

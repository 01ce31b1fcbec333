import type { PlatformEventKindName } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.ts';

export interface PlatformEvent {
  kind: PlatformEventKindName;
  enterpriseId?: string | null;
  userId?: string | null;
  /** What it happened to (a bundle, a project, an api key…), kept for audits, not rolled up. */
  subject?: string | null;
  /** The breakdown the statistics count by: a view kind, an api key id, `type:tier` of a render. */
  dimension?: string;
  durationMs?: number | null;
  /** When it happened; a late report carries its own time and re-rolls that day. */
  occurredAt?: Date;
}

/**
 * Records what happens on the platform in the append-only `platform_events` table; the statistics
 * only ever count these rows (through the daily rollups). Any process with the database may record.
 */
export class EventRecorder {
  constructor(private readonly db: Kysely<DB>) {}

  async record(event: PlatformEvent, executor: Kysely<DB> = this.db): Promise<void> {
    await executor
      .insertInto('platform_events')
      .values({
        id: newId(),
        kind: event.kind,
        occurred_at: event.occurredAt ?? new Date(),
        enterprise_id: event.enterpriseId ?? null,
        user_id: event.userId ?? null,
        subject: event.subject ?? null,
        dimension: event.dimension ?? '',
        duration_ms: event.durationMs ?? null,
      })
      .execute();
  }
}

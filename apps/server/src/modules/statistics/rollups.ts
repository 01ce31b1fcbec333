import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';

/** Statistics count calendar days in Korea, where the product's customers work. */
export const STATS_TIME_ZONE = 'Asia/Seoul';
const WATERMARK = 'daily';
/**
 * Events are re-read this far behind the last run: an event inserted by a transaction that
 * committed after that run's read still reaches its day.
 */
const COMMIT_MARGIN = '5 minutes';

const seoulDay = sql<string>`to_char(occurred_at at time zone ${sql.lit(STATS_TIME_ZONE)}, 'YYYY-MM-DD')`;

/**
 * Rolls the events recorded since the last run up into `event_rollups`: every Asia/Seoul day that
 * received an event (however late it arrived) is counted again from all of its events, so a run is
 * idempotent and a late event lands in the day it happened. One run at a time (the watermark row is
 * locked), whichever server or worker runs it. Answers the days rolled.
 */
export async function rollUpEvents(db: Kysely<DB>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('rollup_watermarks')
      .values({ name: WATERMARK, recorded_until: new Date(0) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const { recorded_until: since } = await trx
      .selectFrom('rollup_watermarks')
      .select('recorded_until')
      .where('name', '=', WATERMARK)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const { now } = await sql<{ now: Date }>`select clock_timestamp() as now`
      .execute(trx)
      .then((r) => r.rows[0]!);
    const touched = await trx
      .selectFrom('platform_events')
      .select(seoulDay.as('day'))
      .distinct()
      .where('recorded_at', '>', sql<Date>`${since}::timestamptz - interval ${sql.lit(COMMIT_MARGIN)}`)
      .where('recorded_at', '<=', now)
      .execute();
    const days = touched.map((row) => row.day).sort();
    for (const day of days) {
      const start = sql<Date>`(${day}::date)::timestamp at time zone ${sql.lit(STATS_TIME_ZONE)}`;
      const end = sql<Date>`(${day}::date + 1)::timestamp at time zone ${sql.lit(STATS_TIME_ZONE)}`;
      await trx.deleteFrom('event_rollups').where('day', '=', day).execute();
      await sql`
        insert into event_rollups (day, kind, enterprise_id, user_id, dimension, count, duration_ms)
        select ${day}::date, kind, coalesce(enterprise_id, ''), coalesce(user_id, ''), dimension,
               count(*), coalesce(sum(duration_ms), 0)
        from platform_events
        where occurred_at >= ${start} and occurred_at < ${end}
        group by kind, coalesce(enterprise_id, ''), coalesce(user_id, ''), dimension`.execute(trx);
    }
    await trx
      .updateTable('rollup_watermarks')
      .set({ recorded_until: now })
      .where('name', '=', WATERMARK)
      .execute();
    return days;
  });
}

/** Today's date in Seoul, and the day `offset` days from a given one. */
export function seoulToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE }).format(now);
}
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}
/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

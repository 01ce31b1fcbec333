import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';

export const DEFAULT_READS_PER_SECOND = 50;
export const DEFAULT_WRITES_PER_SECOND = 30;
export const TOO_MANY_REQUEST = 'TOO_MANY_REQUEST';

export type CallKind = 'read' | 'write';

/**
 * Rate limits of the open API per enterprise and per API (docs/decisions/open-api.md): a token bucket
 * per (enterprise, API) in the database, holding a second's worth of calls and refilled at the
 * enterprise's rate. One statement takes a token, so every server process on the database shares
 * the bucket, and the database's clock is the only clock. Each call is also counted per day.
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<DB>) {}

  /** Takes one call from the bucket, or throws 429 TOO_MANY_REQUEST with the seconds to wait. */
  async take(enterpriseId: string, api: string, kind: CallKind): Promise<void> {
    const column = kind === 'read' ? sql.ref('reads_per_second') : sql.ref('writes_per_second');
    const fallback = kind === 'read' ? DEFAULT_READS_PER_SECOND : DEFAULT_WRITES_PER_SECOND;
    // The inserted row carries the rate as `tokens + 1`, so the update reads it from `excluded`.
    const refilled = sql`least(excluded.tokens + 1, rate_limit_buckets.tokens + greatest(0, extract(epoch from (excluded.refilled_at - rate_limit_buckets.refilled_at))) * (excluded.tokens + 1))`;
    const day = new Date().toISOString().slice(0, 10);
    // One round trip: take from the bucket, then count the call (or refusal) for the day.
    const { rows } = await sql<{ allowed: boolean }>`
      with bucket as (
        insert into rate_limit_buckets (enterprise_id, api, tokens, refilled_at, allowed)
        select ${enterpriseId}, ${api}, rate - 1, clock_timestamp(), true
        from (select coalesce((select ${column} from open_api_settings where enterprise_id = ${enterpriseId}), ${fallback})::float8 as rate) as limits
        on conflict (enterprise_id, api) do update set
          tokens = case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end,
          allowed = ${refilled} >= 1,
          refilled_at = excluded.refilled_at
        returning allowed
      )
      insert into api_usage_daily (enterprise_id, day, api, calls, refused)
      select ${enterpriseId}, ${day}, ${api}, case when allowed then 1 else 0 end, case when allowed then 0 else 1 end
      from bucket
      on conflict (enterprise_id, day, api) do update set
        calls = api_usage_daily.calls + excluded.calls,
        refused = api_usage_daily.refused + excluded.refused
      returning (select allowed from bucket) as allowed`.execute(this.db);
    const { allowed } = rows[0]!;
    // A refused call left less than one token, and every rate is at least one per second.
    if (!allowed) {
      throw new HttpError(429, TOO_MANY_REQUEST, `Over the enterprise's ${kind}s per second for this API.`, {
        retryAfterSeconds: 1,
      });
    }
  }
}

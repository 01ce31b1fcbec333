import { ErrorCode } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { HttpError } from '../../http/errors.ts';

interface Limit {
  failures: number;
  windowMs: number;
  lockMs: number;
}

/** Per account: 5 failures in 15 minutes lock it for 15; per address: 30 failures lock it for 15. */
export const SIGN_IN_LIMITS = {
  account: { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  address: { failures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Brute-force protection kept in the database, so it holds across any number of stateless servers.
 * Only failures count; a success clears the account's counter.
 */
export class SignInLimiter {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly limits = SIGN_IN_LIMITS,
  ) {}

  async assertAllowed(email: string, address: string): Promise<void> {
    const rows = await this.db
      .selectFrom('sign_in_attempts')
      .select(['key', 'locked_until'])
      .where('key', 'in', [`account:${email}`, `address:${address}`])
      .execute();
    const now = Date.now();
    const locked = rows.map((r) => r.locked_until?.getTime() ?? 0).filter((t) => t > now);
    if (locked.length > 0) {
      const retryAfter = Math.ceil((Math.max(...locked) - now) / 1000);
      throw new HttpError(
        429,
        ErrorCode.tooManyRequests,
        `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
        {
          retryAfterSeconds: retryAfter,
        },
      );
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.bump(`account:${email}`, this.limits.account);
    await this.bump(`address:${address}`, this.limits.address);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.db.deleteFrom('sign_in_attempts').where('key', '=', `account:${email}`).execute();
  }

  private async bump(key: string, limit: Limit): Promise<void> {
    const now = new Date();
    const windowStart = new Date(now.getTime() - limit.windowMs);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sign_in_attempts')
        .values({ key, failures: 0, window_started_at: now, locked_until: null })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await trx
        .selectFrom('sign_in_attempts')
        .selectAll()
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const fresh = row.window_started_at < windowStart;
      const failures = fresh ? 1 : row.failures + 1;
      await trx
        .updateTable('sign_in_attempts')
        .set({
          failures: failures >= limit.failures ? 0 : failures,
          window_started_at: fresh ? now : row.window_started_at,
          locked_until:
            failures >= limit.failures ? new Date(now.getTime() + limit.lockMs) : row.locked_until,
        })
        .where('key', '=', key)
        .execute();
    });
  }
}

import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { DEFAULT_READS_PER_SECOND, DEFAULT_WRITES_PER_SECOND } from './rate-limiter.ts';

const DEFAULT_TOKEN_PARAM_NAME = 'token';

/** An enterprise's open-API settings; an enterprise that never set any reads the defaults. */
export class OpenApiSettings {
  constructor(private readonly db: Kysely<DB>) {}

  async of(enterpriseId: string) {
    const row = await this.db
      .selectFrom('open_api_settings')
      .selectAll()
      .where('enterprise_id', '=', enterpriseId)
      .executeTakeFirst();
    return {
      enterpriseId,
      readsPerSecond: row?.reads_per_second ?? DEFAULT_READS_PER_SECOND,
      writesPerSecond: row?.writes_per_second ?? DEFAULT_WRITES_PER_SECOND,
      tokenParamName: row?.token_param_name ?? DEFAULT_TOKEN_PARAM_NAME,
    };
  }

  async set(
    enterpriseId: string,
    change: { readsPerSecond?: number; writesPerSecond?: number; tokenParamName?: string },
  ) {
    const enterprise = await this.db
      .selectFrom('enterprises')
      .select('id')
      .where('id', '=', enterpriseId)
      .executeTakeFirst();
    if (!enterprise) throw notFound('enterprise');
    const values = {
      ...(change.readsPerSecond !== undefined ? { reads_per_second: change.readsPerSecond } : {}),
      ...(change.writesPerSecond !== undefined ? { writes_per_second: change.writesPerSecond } : {}),
      ...(change.tokenParamName !== undefined ? { token_param_name: change.tokenParamName } : {}),
    };
    await this.db
      .insertInto('open_api_settings')
      .values({ enterprise_id: enterpriseId, ...values })
      .onConflict((c) => c.column('enterprise_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
    return this.of(enterpriseId);
  }
}

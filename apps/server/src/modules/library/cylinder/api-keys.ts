import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { forbidden, notFound, unauthorized } from '../../../http/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { hashSecret, newSecret } from '../../../lib/tokens.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { EventRecorder } from '../../statistics/events.ts';
import { isManager } from '../../users/roles.ts';

const PREFIX = 'rc_';

/**
 * Enterprise api keys for the cylinder and open product calls (docs/decisions/library-cylinder.md):
 * managers issue them, the secret is shown once and only its SHA-256 is kept.
 */
export class CylinderApiKeys {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly events: EventRecorder,
  ) {}

  private assertManager(user: UserRow, enterpriseId: string) {
    if (user.enterprise_id !== enterpriseId) throw notFound('enterprise');
    if (!isManager(user)) throw forbidden('Only managers and admins manage api keys.');
  }

  async issue(user: UserRow, enterpriseId: string, name: string) {
    this.assertManager(user, enterpriseId);
    const key = `${PREFIX}${newSecret()}`;
    const id = newId();
    await this.db
      .insertInto('cylinder_api_keys')
      .values({
        id,
        enterprise_id: enterpriseId,
        name,
        key_hash: hashSecret(key),
        prefix: key.slice(0, 8),
        created_by: user.id,
      })
      .execute();
    const row = await this.db
      .selectFrom('cylinder_api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { row, key };
  }

  list(user: UserRow, enterpriseId: string) {
    this.assertManager(user, enterpriseId);
    return this.db
      .selectFrom('cylinder_api_keys')
      .selectAll()
      .where('enterprise_id', '=', enterpriseId)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
  }

  async revoke(user: UserRow, id: string): Promise<void> {
    const row = await this.db
      .selectFrom('cylinder_api_keys')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.revoked_at) throw notFound('api key');
    this.assertManager(user, row.enterprise_id);
    await this.db
      .updateTable('cylinder_api_keys')
      .set({ revoked_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** The enterprise of a live key, or 401. */
  async enterpriseOf(key: string | string[] | undefined): Promise<string> {
    if (typeof key !== 'string' || !key.startsWith(PREFIX))
      throw unauthorized('Send an api key in the x-api-key header.');
    const row = await this.db
      .updateTable('cylinder_api_keys')
      .set({ last_used_at: new Date() })
      .where('key_hash', '=', hashSecret(key))
      .where('revoked_at', 'is', null)
      .returning(['id', 'enterprise_id'])
      .executeTakeFirst();
    if (!row) throw unauthorized('The api key is unknown or revoked.');
    // Every call an api key lets in is a cylinder call of that key, for the statistics.
    await this.events.record({ kind: 'CYLINDER_CALLED', enterpriseId: row.enterprise_id, dimension: row.id });
    return row.enterprise_id;
  }
}

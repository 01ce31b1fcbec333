import type { CylinderApiKeysTable, DB } from '@roomcraft/db';
import type { Kysely, Selectable } from 'kysely';
import { notFound, unauthorized } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
import type { UserRow } from '../auth/sessions.ts';
import { EventRecorder } from '../statistics/events.ts';
import { assertIntegrationManager } from './managers.ts';

const KEY_PREFIX = 'rc_';
const TOKEN_PREFIX = 'rct_';
const TOKEN_HOURS = 24;
/** last_used_at is written at most this often per key: a read-heavy key costs no write per call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export type ApiKeyRow = Selectable<CylinderApiKeysTable>;
export interface KeyHolder {
  keyId: string;
  enterpriseId: string;
}

/**
 * The one store of enterprise api keys (docs/decisions/open-api.md): the spec's `/v1/api-key`
 * calls, the cylinder key calls and the open-API token all issue and check these. Only the
 * SHA-256 of a key is kept; the key is shown once.
 */
export class ApiKeys {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly events: EventRecorder = new EventRecorder(db),
  ) {}

  async issue(user: UserRow, enterpriseId: string, name: string) {
    assertIntegrationManager(user, enterpriseId);
    return this.insert(this.db, { enterpriseId, name, createdBy: user.id, kind: 'KEY' });
  }

  /** The enterprise's keys, newest first; revoked ones only when asked (the portal shows them). */
  list(user: UserRow, enterpriseId: string, withRevoked: boolean) {
    assertIntegrationManager(user, enterpriseId);
    let query = this.db
      .selectFrom('cylinder_api_keys')
      .selectAll()
      .where('enterprise_id', '=', enterpriseId)
      .where('kind', '=', 'KEY');
    if (!withRevoked) query = query.where('revoked_at', 'is', null);
    return query.orderBy('created_at', 'desc').orderBy('id').execute();
  }

  async revoke(user: UserRow, id: string): Promise<void> {
    const row = await this.liveKey(id);
    assertIntegrationManager(user, row.enterprise_id);
    await this.db
      .updateTable('cylinder_api_keys')
      .set({ revoked_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  async rotateById(user: UserRow, id: string) {
    const row = await this.liveKey(id);
    assertIntegrationManager(user, row.enterprise_id);
    return this.rotate(row, row.name, user.id);
  }

  /** Rotation with the key itself (PATCH /v1/api-key): the caller proved it holds the old key. */
  async rotateByHolder(holder: KeyHolder, name: string | undefined) {
    const row = await this.liveKey(holder.keyId);
    return this.rotate(row, name ?? row.name, row.created_by);
  }

  async openApiToken(user: UserRow, enterpriseId: string) {
    assertIntegrationManager(user, enterpriseId);
    const expiresAt = new Date(Date.now() + TOKEN_HOURS * 3600_000);
    const { key } = await this.insert(this.db, {
      enterpriseId,
      name: 'open-API token',
      createdBy: user.id,
      kind: 'OPEN_API_TOKEN',
      expiresAt,
    });
    return { token: key, expiresAt };
  }

  /** Who holds a live key or token, or 401; the answer never says which of unknown and revoked. */
  async authenticate(key: unknown): Promise<KeyHolder> {
    if (typeof key !== 'string' || !(key.startsWith(KEY_PREFIX) || key.startsWith(TOKEN_PREFIX))) {
      throw unauthorized('Send an api key in the x-api-key header.');
    }
    const row = await this.db
      .selectFrom('cylinder_api_keys')
      .select(['id', 'enterprise_id', 'revoked_at', 'expires_at', 'last_used_at'])
      .where('key_hash', '=', hashSecret(key))
      .executeTakeFirst();
    const now = Date.now();
    if (!row || row.revoked_at || (row.expires_at && row.expires_at.getTime() <= now)) {
      throw unauthorized('The api key is unknown, revoked or expired.');
    }
    if (!row.last_used_at || now - row.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.db
        .updateTable('cylinder_api_keys')
        .set({ last_used_at: new Date(now) })
        .where('id', '=', row.id)
        .execute();
    }
    // Every call a key lets in is a cylinder call of that key, for the statistics.
    await this.events.record({ kind: 'CYLINDER_CALLED', enterpriseId: row.enterprise_id, dimension: row.id });
    return { keyId: row.id, enterpriseId: row.enterprise_id };
  }

  private async liveKey(id: string): Promise<ApiKeyRow> {
    const row = await this.db
      .selectFrom('cylinder_api_keys')
      .selectAll()
      .where('id', '=', id)
      .where('kind', '=', 'KEY')
      .executeTakeFirst();
    if (!row || row.revoked_at) throw notFound('api key');
    return row;
  }

  /** The new key and the old one's revocation happen together: never two live keys, never none. */
  private rotate(old: ApiKeyRow, name: string, createdBy: string) {
    return this.db.transaction().execute(async (trx) => {
      const revoked = await trx
        .updateTable('cylinder_api_keys')
        .set({ revoked_at: new Date() })
        .where('id', '=', old.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (revoked.numUpdatedRows === 0n) throw notFound('api key');
      const issued = await this.insert(trx, {
        enterpriseId: old.enterprise_id,
        name,
        createdBy,
        kind: 'KEY',
      });
      await trx
        .updateTable('cylinder_api_keys')
        .set({ replaced_by: issued.row.id })
        .where('id', '=', old.id)
        .execute();
      return issued;
    });
  }

  private async insert(
    db: Kysely<DB>,
    input: {
      enterpriseId: string;
      name: string;
      createdBy: string;
      kind: 'KEY' | 'OPEN_API_TOKEN';
      expiresAt?: Date;
    },
  ) {
    const key = `${input.kind === 'KEY' ? KEY_PREFIX : TOKEN_PREFIX}${newSecret()}`;
    const row = await db
      .insertInto('cylinder_api_keys')
      .values({
        id: newId(),
        enterprise_id: input.enterpriseId,
        name: input.name,
        key_hash: hashSecret(key),
        prefix: key.slice(0, 8),
        created_by: input.createdBy,
        kind: input.kind,
        expires_at: input.expiresAt ?? null,
        replaced_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, key };
  }
}

/** How a key is shown: never the key itself, only its prefix. */
export function presentApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    enterpriseId: row.enterprise_id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

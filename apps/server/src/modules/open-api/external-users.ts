import type { AuthType } from '@roomcraft/contract';

type AuthTypeValue = (typeof AuthType)[number];

import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Sessions, UserRow } from '../auth/sessions.ts';
import { isManager } from '../users/roles.ts';
import type { Developers } from './developers.ts';
import { assertionHolds, readAssertion } from './enterprise-assertion.ts';
import type { ExternalChannels } from './external-channels.ts';
import type { RateLimiter } from './rate-limiter.ts';

export interface ExternalCaller {
  /** The API called, for the enterprise's rate limit once the assertion names the enterprise. */
  api: string;
  authorization: string | undefined;
  origin: string | undefined;
  userAgent: string | undefined;
}

const refused = () =>
  unauthorized(
    'Send the enterprise’s signed assertion about this user as authorization: Bearer <assertion>.',
  );

/**
 * The customers of an enterprise's shops (docs/decisions/open-api.md). An account is made or opened
 * only on an assertion signed with the enterprise's developer secret; a claim without that signature,
 * an old one, or one from an origin the channel does not allow, gets 401 and changes nothing.
 */
export class ExternalUsers {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      channels: ExternalChannels;
      developers: Developers;
      sessions: Sessions;
      limiter: RateLimiter;
    },
  ) {}

  async signUp(caller: ExternalCaller) {
    const { claims, channel, authType } = await this.verify(caller);
    const existing = await this.linked(channel.id, claims.externalUserId);
    if (existing) throw conflict('This user already has an account; sign in.', 'external_user_exists');
    const id = newId();
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id,
          // Shop customers have no e-mail here: the enterprise knows them by its own id.
          email: `${id}@external.invalid`,
          nickname: `${claims.nickname ?? 'shopper'}#${id.slice(-8)}`,
          name: null,
          password_hash: null,
          role: 'UNDEFINED',
          role_rank: 0,
          enterprise_id: null,
          account_state: 'DONE',
          active: true,
          sales_account: false,
          language: 'en',
          deleted_at: null,
        })
        .execute();
      await trx
        .insertInto('external_users')
        .values({
          user_id: id,
          enterprise_id: channel.enterprise_id,
          channel_id: channel.id,
          external_id: claims.externalUserId,
          data: '{}',
        })
        .execute();
    });
    return this.signedIn(id, authType, caller.userAgent);
  }

  async signIn(caller: ExternalCaller) {
    const { claims, channel, authType } = await this.verify(caller);
    const linked = await this.linked(channel.id, claims.externalUserId);
    if (!linked)
      throw new HttpError(401, 'NOT_EXIST_USER', 'This user has not signed up through this channel.');
    return this.signedIn(linked.user_id, authType, caller.userAgent);
  }

  async setPassword(user: UserRow, password: string): Promise<void> {
    await this.own(user);
    await this.deps.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
  }

  async mergeData(user: UserRow, data: Record<string, unknown>) {
    const row = await this.own(user);
    await this.deps.db
      .updateTable('external_users')
      .set({ data: JSON.stringify({ ...row.data, ...data }) })
      .where('user_id', '=', user.id)
      .execute();
    return this.present(user.id);
  }

  /** The user itself, or a manager of its enterprise; to anyone else it does not exist. */
  async read(viewer: UserRow, id: string) {
    const row = await this.row(id);
    const allowed =
      row && (viewer.id === id || (isManager(viewer) && viewer.enterprise_id === row.enterprise_id));
    if (!allowed) throw notFound('external user');
    return this.present(id);
  }

  private async verify(caller: ExternalCaller) {
    const bearer = caller.authorization?.startsWith('Bearer ') ? caller.authorization.slice(7).trim() : '';
    const read = bearer ? readAssertion(bearer) : null;
    if (!read) throw refused();
    const channel = await this.deps.channels.byId(read.claims.channelId);
    const account = channel?.active ? await this.deps.developers.accountOf(channel.enterprise_id) : undefined;
    if (!channel || !account || !assertionHolds(account.signing_secret, read)) throw refused();
    // A browser names its page's origin; it must be one the channel allows. A server sends none.
    let authType: AuthTypeValue = 'DEVELOPERS_TOKEN';
    if (caller.origin) {
      if (!channel.allowed_origins.includes(caller.origin)) {
        throw forbidden('This origin is not allowed for the channel.');
      }
      authType = 'ORIGIN';
    }
    await this.deps.limiter.take(channel.enterprise_id, caller.api, 'write');
    return { claims: read.claims, channel, authType };
  }

  private linked(channelId: string, externalId: string) {
    return this.deps.db
      .selectFrom('external_users')
      .select('user_id')
      .where('channel_id', '=', channelId)
      .where('external_id', '=', externalId)
      .executeTakeFirst();
  }

  private row(userId: string) {
    return this.deps.db
      .selectFrom('external_users')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  private async own(user: UserRow) {
    const row = await this.row(user.id);
    if (!row) throw forbidden('Only external users change their external account.');
    return row;
  }

  private async signedIn(userId: string, authType: AuthTypeValue, userAgent: string | undefined) {
    const token = await this.deps.sessions.open({ userId }, userAgent);
    return { token, authType, user: await this.present(userId) };
  }

  private async present(userId: string) {
    const row = await this.deps.db
      .selectFrom('external_users as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select([
        'e.user_id',
        'e.enterprise_id',
        'e.channel_id',
        'e.external_id',
        'e.data',
        'e.created_at',
        'u.nickname',
      ])
      .where('e.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      id: row.user_id,
      enterpriseId: row.enterprise_id,
      channelId: row.channel_id,
      externalId: row.external_id,
      nickname: row.nickname,
      data: row.data,
      createdAt: row.created_at.toISOString(),
    };
  }
}

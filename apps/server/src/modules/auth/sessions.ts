import { type DB, prepared, type UsersTable } from '@roomcraft/db';
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../lib/ids.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';

export type UserRow = Selectable<UsersTable>;
export interface OperatorPrincipal {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
}

/** Who is calling: a user, an operator, or nobody. */
export type Principal =
  | { kind: 'user'; sessionId: string; user: UserRow }
  | { kind: 'operator'; sessionId: string; operator: OperatorPrincipal };

/**
 * Sessions are opaque bearer tokens whose SHA-256 alone is stored, so a leaked database cannot be
 * replayed; revoking one is a single update, and a deactivated user is refused on the next call.
 */
export class Sessions {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly lifetimeDays: number,
  ) {}

  async open(owner: { userId: string } | { operatorId: string }, userAgent?: string): Promise<string> {
    const token = newSecret();
    await this.db
      .insertInto('sessions')
      .values({
        id: newId(),
        token_hash: hashSecret(token),
        user_id: 'userId' in owner ? owner.userId : null,
        operator_id: 'operatorId' in owner ? owner.operatorId : null,
        expires_at: new Date(Date.now() + this.lifetimeDays * 86_400_000),
        revoked_at: null,
        user_agent: userAgent?.slice(0, 300) ?? null,
      })
      .execute();
    return token;
  }

  /** The principal of a token, or null when it is unknown, expired, revoked or its user cannot sign in. */
  async resolve(token: string): Promise<Principal | null> {
    // One round trip for a user's session: every signed-in call pays for this lookup.
    const found = await this.db
      .selectFrom('sessions')
      .leftJoin('users', (join) =>
        join
          .onRef('users.id', '=', 'sessions.user_id')
          .on('users.deleted_at', 'is', null)
          .on('users.active', '=', true),
      )
      .selectAll('users')
      .select(['sessions.id as session_id', 'sessions.user_id as session_user', 'sessions.operator_id'])
      .where('sessions.token_hash', '=', hashSecret(token))
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', new Date())
      .modifyEnd(prepared)
      .executeTakeFirst();
    if (!found) return null;
    const { session_id: sessionId, session_user, operator_id, ...user } = found;
    if (session_user) return user.id ? { kind: 'user', sessionId, user: user as UserRow } : null;
    const operator = await this.db
      .selectFrom('operators')
      .select(['id', 'email', 'name', 'created_at'])
      .where('id', '=', operator_id!)
      .executeTakeFirst();
    if (!operator) return null;
    return {
      kind: 'operator',
      sessionId,
      operator: {
        id: operator.id,
        email: operator.email,
        name: operator.name,
        createdAt: operator.created_at,
      },
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', sessionId)
      .execute();
  }

  /** Ends every session of a user at once (deactivation, deletion, password change). */
  async revokeAllOfUser(db: Kysely<DB>, userId: string, exceptSessionId?: string): Promise<void> {
    let query = db
      .updateTable('sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('id', '<>', exceptSessionId);
    await query.execute();
  }
}

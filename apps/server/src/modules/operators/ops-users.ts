import type { DB } from '@roomcraft/db';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newSecret } from '../../lib/tokens.ts';
import type { OperatorPrincipal, Sessions, UserRow } from '../auth/sessions.ts';
import type { Mailer } from '../mail/mailer.ts';
import { presentUser } from '../users/user.presenter.ts';
import type { OperatorAuditLog } from './audit-log.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface OpsUsersDeps {
  db: Kysely<DB>;
  sessions: Sessions;
  mailer: Mailer;
  audit: OperatorAuditLog;
  publicUrl: string;
}

/** What the log keeps of a user: the fields an operator changes, never the password. */
const snapshot = (row: UserRow) => ({
  active: row.active,
  email: row.email,
  enterpriseId: row.enterprise_id,
});

/** The console's users: search across every enterprise, deactivate, activate, reset the password. */
export class OpsUsers {
  constructor(private readonly deps: OpsUsersDeps) {}

  async search(query: { page: number; size: number; search?: string; enterpriseId?: string }) {
    let base = this.deps.db
      .selectFrom('users')
      .leftJoin('enterprises', 'enterprises.id', 'users.enterprise_id')
      .where('users.deleted_at', 'is', null);
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      base = base.where((eb) =>
        eb.or([
          eb('users.email', 'ilike', pattern),
          eb('users.nickname', 'ilike', pattern),
          eb('users.name', 'ilike', pattern),
        ]),
      );
    }
    if (query.enterpriseId) base = base.where('users.enterprise_id', '=', query.enterpriseId);
    const [rows, total] = await Promise.all([
      base
        .selectAll('users')
        .select('enterprises.name as enterprise_name')
        .orderBy('users.email')
        .offset(query.page * query.size)
        .limit(query.size)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((row) => this.present(row, row.enterprise_name)), total: Number(total.count) };
  }

  async setActive(operator: OperatorPrincipal, id: string, active: boolean, request: FastifyRequest) {
    const before = await this.user(id);
    const after = await this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('users')
        .set({ active, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (!active) await this.deps.sessions.revokeAllOfUser(trx, id);
      await this.deps.audit.record(
        {
          operatorId: operator.id,
          action: active ? 'user.activate' : 'user.deactivate',
          targetType: 'user',
          targetId: id,
          before: snapshot(before),
          after: snapshot(row),
        },
        request,
        trx,
      );
      return row;
    });
    return this.present(after, await this.enterpriseName(after));
  }

  /** A temporary password, mailed to the user; every session of theirs ends. */
  async resetPassword(operator: OperatorPrincipal, id: string, request: FastifyRequest) {
    const user = await this.user(id);
    const temporary = newSecret().slice(0, 16);
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: await hashPassword(temporary), updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await this.deps.sessions.revokeAllOfUser(trx, id);
      await this.deps.audit.record(
        { operatorId: operator.id, action: 'user.password-reset', targetType: 'user', targetId: id },
        request,
        trx,
      );
    });
    await this.deps.mailer.send({
      to: user.email,
      subject: 'Your password was reset',
      text: `An operator reset your password. Sign in at ${this.deps.publicUrl}/sign-in with the temporary password ${temporary} and change it in your account.`,
    });
    return { user: this.present(user, await this.enterpriseName(user)), mailed: true };
  }

  private async user(id: string): Promise<UserRow> {
    const row = await this.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound('user');
    return row;
  }

  private async enterpriseName(user: UserRow): Promise<string | null> {
    if (!user.enterprise_id) return null;
    const row = await this.deps.db
      .selectFrom('enterprises')
      .select('name')
      .where('id', '=', user.enterprise_id)
      .executeTakeFirst();
    return row?.name ?? null;
  }

  private present(row: UserRow, enterpriseName: string | null) {
    return { ...presentUser(row), enterpriseName };
  }
}

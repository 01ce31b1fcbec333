import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Sessions, UserRow } from '../auth/sessions.ts';
import { canSee, isManager, outranks, roleOfRank } from './roles.ts';
import type { UserDeletionStep } from './user-deletion.ts';
import type { UsersRepository } from './users.repository.ts';

export interface UsersServiceDeps {
  db: Kysely<DB>;
  users: UsersRepository;
  sessions: Sessions;
  deletionSteps: UserDeletionStep[];
}

/** What users may do to themselves and to their colleagues (docs/decisions/roles.md). */
export class UsersService {
  constructor(private readonly deps: UsersServiceDeps) {}

  async visibleUser(actor: UserRow, id: string): Promise<UserRow> {
    const target = await this.deps.users.byId(id);
    if (!target || !canSee(actor, target)) throw notFound('user');
    return target;
  }

  /** By exact e-mail: knowing the address is enough to find someone to share with. */
  async byEmail(email: string): Promise<UserRow> {
    const target = await this.deps.users.byEmail(email);
    if (!target) throw notFound('user');
    return target;
  }

  async visibleByIds(actor: UserRow, ids: string[]): Promise<UserRow[]> {
    const rows = await this.deps.users.byIds([...new Set(ids)].slice(0, 200));
    return rows.filter((row) => canSee(actor, row));
  }

  async updateMe(
    actor: UserRow,
    changes: { nickname?: string; name?: string | null; language?: string },
  ): Promise<UserRow> {
    if (changes.nickname && changes.nickname.toLowerCase() !== actor.nickname.toLowerCase()) {
      if (await this.deps.users.nicknameTaken(changes.nickname))
        throw invalidField('nickname', 'is already taken');
    }
    return this.update(actor.id, changes);
  }

  async createSalesAccount(
    actor: UserRow,
    input: { email: string; nickname: string; password: string; name?: string },
  ): Promise<UserRow> {
    if (!isManager(actor)) throw forbidden('Only managers and admins create sales accounts.');
    await this.assertFree(input.email, input.nickname);
    const id = newId();
    await this.deps.db
      .insertInto('users')
      .values({
        id,
        email: input.email,
        nickname: input.nickname,
        name: input.name ?? null,
        password_hash: await hashPassword(input.password),
        role: roleOfRank(1, true),
        role_rank: 1,
        enterprise_id: actor.enterprise_id,
        account_state: 'DONE',
        active: true,
        sales_account: true,
        language: actor.language,
        deleted_at: null,
      })
      .execute();
    return (await this.deps.users.byId(id))!;
  }

  async updateSalesAccount(
    actor: UserRow,
    id: string,
    changes: { nickname?: string; name?: string | null; password?: string },
  ): Promise<UserRow> {
    const target = await this.managedMember(actor, id);
    if (!target.sales_account) throw invalidField('id', 'is not a sales account');
    const { password, ...rest } = changes;
    if (rest.nickname && rest.nickname.toLowerCase() !== target.nickname.toLowerCase()) {
      if (await this.deps.users.nicknameTaken(rest.nickname))
        throw invalidField('nickname', 'is already taken');
    }
    const updated = await this.update(id, {
      ...rest,
      ...(password ? { password_hash: await hashPassword(password) } : {}),
    });
    if (password) await this.deps.sessions.revokeAllOfUser(this.deps.db, id);
    return updated;
  }

  async setActive(actor: UserRow, id: string, active: boolean): Promise<UserRow> {
    await this.managedMember(actor, id);
    return this.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ active, updated_at: new Date() }).where('id', '=', id).execute();
      if (!active) await this.deps.sessions.revokeAllOfUser(trx, id);
      return (await this.deps.users.byId(id, trx))!;
    });
  }

  async changePassword(
    actor: UserRow,
    id: string,
    input: { currentPassword?: string; newPassword: string },
    currentSessionId: string,
  ): Promise<void> {
    if (actor.id === id) {
      if (!(await verifyPassword(actor.password_hash, input.currentPassword ?? ''))) {
        throw invalidField('currentPassword', 'does not match your current password');
      }
    } else {
      await this.managedMember(actor, id);
    }
    const passwordHash = await hashPassword(input.newPassword);
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      // Everyone else holding the old password loses access; the person changing their own keeps this session.
      await this.deps.sessions.revokeAllOfUser(trx, id, actor.id === id ? currentSessionId : undefined);
    });
  }

  /**
   * Deletes an account: yourself, or (as an admin or manager) a colleague you outrank. The row is
   * kept, marked deleted, so what others hold of theirs still names them; see user-deletion.md.
   */
  async remove(actor: UserRow, id: string): Promise<{ successor: UserRow | null }> {
    const target = actor.id === id ? actor : await this.managedMember(actor, id);
    const successor = target.enterprise_id ? await this.successorFor(actor, target) : null;
    await this.deps.db.transaction().execute(async (trx) => {
      for (const step of this.deps.deletionSteps) await step(trx, target, successor);
      await trx
        .updateTable('users')
        .set({ deleted_at: new Date(), active: false, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await this.deps.sessions.revokeAllOfUser(trx, id);
    });
    return { successor };
  }

  private async successorFor(actor: UserRow, target: UserRow): Promise<UserRow | null> {
    if (actor.id !== target.id) return actor;
    const admin = await this.deps.db
      .selectFrom('users')
      .selectAll()
      .where('enterprise_id', '=', target.enterprise_id)
      .where('deleted_at', 'is', null)
      .where('id', '<>', target.id)
      .orderBy('role_rank', 'desc')
      .orderBy('created_at')
      .executeTakeFirst();
    if (!admin)
      throw forbidden(
        'The last member of an enterprise cannot delete their account; ask support to close the enterprise.',
      );
    return admin;
  }

  private async managedMember(actor: UserRow, id: string): Promise<UserRow> {
    const target = await this.deps.users.byId(id);
    if (!target || !canSee(actor, target)) throw notFound('user');
    if (!outranks(actor, target))
      throw forbidden('Only a manager or admin who outranks this member can do this.');
    return target;
  }

  async assertFree(email: string, nickname: string): Promise<void> {
    if (await this.deps.users.byEmail(email)) throw invalidField('email', 'is already registered');
    if (await this.deps.users.nicknameTaken(nickname)) throw invalidField('nickname', 'is already taken');
  }

  private async update(id: string, changes: Record<string, unknown>): Promise<UserRow> {
    await this.deps.db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return (await this.deps.users.byId(id))!;
  }
}

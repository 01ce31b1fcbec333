import {
  ProductLibrarySettings,
  ProjectSettings,
  UserRoleRank,
  WatermarkSettings,
} from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { conflict, forbidden, invalidField, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { EmailVerification } from '../auth/email-verification.ts';
import type { UserRow } from '../auth/sessions.ts';
import { isManager, outranks, roleOfRank } from '../users/roles.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import type { EnterpriseRow } from './enterprise.presenter.ts';
import type { EnterprisesRepository, MemberFilter, SettingsColumn } from './enterprises.repository.ts';

type Rank = 'DESIGNER' | 'MANAGER' | 'ADMIN';

const SETTINGS: Record<SettingsColumn, { read: (stored: unknown) => object }> = {
  product_library_settings: ProductLibrarySettings,
  project_settings: ProjectSettings,
  watermark_settings: WatermarkSettings,
};

export interface EnterprisesServiceDeps {
  db: Kysely<DB>;
  enterprises: EnterprisesRepository;
  users: UsersRepository;
  usersService: UsersService;
  verification: EmailVerification;
}

/** Enterprises, their members and partners; see docs/decisions/roles.md for who may do what. */
export class EnterprisesService {
  constructor(private readonly deps: EnterprisesServiceDeps) {}

  /** The enterprise, to its own members only. */
  async ofMember(actor: UserRow, id: string): Promise<EnterpriseRow> {
    if (actor.enterprise_id !== id) throw notFound('enterprise');
    const enterprise = await this.deps.enterprises.byId(id);
    if (!enterprise) throw notFound('enterprise');
    return enterprise;
  }

  async ofManager(actor: UserRow, id: string): Promise<EnterpriseRow> {
    const enterprise = await this.ofMember(actor, id);
    if (!isManager(actor)) throw forbidden('Only managers and admins change the enterprise.');
    return enterprise;
  }

  async members(actor: UserRow, id: string, filter: MemberFilter, page: number, size: number) {
    await this.ofMember(actor, id);
    // Designers see their active colleagues (to share with them); managers also see deactivated ones.
    const visible = isManager(actor) ? filter : { ...filter, active: true };
    const [rows, totalCount] = await Promise.all([
      this.deps.enterprises.listMembers(id, visible, page, size),
      this.deps.enterprises.countMembers(id, visible),
    ]);
    return { rows, totalCount };
  }

  async countMembers(actor: UserRow, id: string, filter: MemberFilter): Promise<number> {
    await this.ofMember(actor, id);
    return this.deps.enterprises.countMembers(id, isManager(actor) ? filter : { ...filter, active: true });
  }

  async addMember(
    actor: UserRow,
    id: string,
    input: { email: string; nickname: string; rank: Rank; password?: string },
    origin: string,
  ): Promise<UserRow> {
    const enterprise = await this.ofManager(actor, id);
    const rank = UserRoleRank[input.rank];
    if (rank > actor.role_rank) throw forbidden('You cannot give a higher role than your own.');
    await this.deps.usersService.assertFree(input.email, input.nickname);
    const userId = newId();
    await this.deps.db.transaction().execute(async (trx) => {
      // Counting inside the transaction keeps two managers from filling the last seat twice.
      await trx.selectFrom('enterprises').select('id').where('id', '=', id).forUpdate().execute();
      const used = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('enterprise_id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(used.count) >= enterprise.seats) {
        throw conflict(`All ${enterprise.seats} seats of the plan are taken.`, 'seats_full');
      }
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: input.email,
          nickname: input.nickname,
          name: null,
          password_hash: input.password ? await hashPassword(input.password) : null,
          role: roleOfRank(rank),
          role_rank: rank,
          enterprise_id: id,
          account_state: 'PENDING',
          active: true,
          sales_account: false,
          language: actor.language,
          deleted_at: null,
        })
        .execute();
    });
    const member = (await this.deps.users.byId(userId))!;
    await this.deps.verification.send(member, origin);
    return member;
  }

  async changeRole(actor: UserRow, id: string, userId: string, rankName: Rank): Promise<UserRow> {
    await this.ofManager(actor, id);
    const target = await this.deps.users.byId(userId);
    if (!target || target.enterprise_id !== id) throw notFound('member');
    if (!outranks(actor, target))
      throw forbidden('You can change the role of members below your own role only.');
    const rank = UserRoleRank[rankName];
    if (rank > actor.role_rank) throw forbidden('You cannot give a higher role than your own.');
    await this.deps.db
      .updateTable('users')
      .set({ role_rank: rank, role: roleOfRank(rank, target.sales_account), updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    return (await this.deps.users.byId(userId))!;
  }

  async partners(actor: UserRow, id: string): Promise<EnterpriseRow[]> {
    await this.ofMember(actor, id);
    return this.deps.enterprises.partners(id);
  }

  async setPartner(
    actor: UserRow,
    id: string,
    partnerId: string,
    present: boolean,
  ): Promise<EnterpriseRow[]> {
    await this.ofManager(actor, id);
    if (partnerId === id) throw invalidField('partnerId', 'cannot be the enterprise itself');
    if (!(await this.deps.enterprises.byId(partnerId)))
      throw invalidField('partnerId', 'is not an enterprise');
    if (present) await this.deps.enterprises.addPartner(id, partnerId);
    else await this.deps.enterprises.removePartner(id, partnerId);
    return this.deps.enterprises.partners(id);
  }

  async updateSettings(
    actor: UserRow,
    id: string,
    column: SettingsColumn,
    changes: object,
  ): Promise<EnterpriseRow> {
    const enterprise = await this.ofManager(actor, id);
    const merged = SETTINGS[column].read({ ...(enterprise[column] as object), ...changes });
    await this.deps.enterprises.updateSettings(id, column, merged as Record<string, unknown>);
    return (await this.deps.enterprises.byId(id))!;
  }

  /** Back-office: a new enterprise and its first admin, in one transaction. */
  async create(input: {
    name: string;
    url: string;
    seats: number;
    admin: { email: string; nickname: string; password: string };
  }) {
    if (await this.deps.enterprises.byUrl(input.url))
      throw invalidField('url', 'is already used by another enterprise');
    await this.deps.usersService.assertFree(input.admin.email, input.admin.nickname);
    const id = newId();
    const passwordHash = await hashPassword(input.admin.password);
    await this.deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('enterprises')
        .values({
          id,
          name: input.name,
          url: input.url,
          seats: input.seats,
          product_library_settings: JSON.stringify(ProductLibrarySettings.defaults),
          project_settings: JSON.stringify(ProjectSettings.defaults),
          watermark_settings: JSON.stringify(WatermarkSettings.defaults),
        })
        .execute();
      await trx
        .insertInto('users')
        .values({
          id: newId(),
          email: input.admin.email,
          nickname: input.admin.nickname,
          name: null,
          password_hash: passwordHash,
          role: roleOfRank(UserRoleRank.ADMIN),
          role_rank: UserRoleRank.ADMIN,
          enterprise_id: id,
          account_state: 'DONE',
          active: true,
          sales_account: false,
          language: 'en',
          deleted_at: null,
        })
        .execute();
    });
    return (await this.deps.enterprises.byId(id))!;
  }
}

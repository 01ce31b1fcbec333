import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';
import type { UserRow } from '../auth/sessions.ts';
import type { EnterpriseRow } from './enterprise.presenter.ts';

export interface MemberFilter {
  search?: string;
  role?: string;
  active?: boolean;
}

export class EnterprisesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  byId(id: string): Promise<EnterpriseRow | undefined> {
    return this.db.selectFrom('enterprises').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byUrl(url: string): Promise<EnterpriseRow | undefined> {
    return this.db
      .selectFrom('enterprises')
      .selectAll()
      .where('url', '=', url.toLowerCase())
      .executeTakeFirst();
  }

  private members(enterpriseId: string, filter: MemberFilter) {
    let query = this.db
      .selectFrom('users')
      .where('enterprise_id', '=', enterpriseId)
      .where('deleted_at', 'is', null);
    if (filter.role) query = query.where('role', '=', filter.role);
    if (filter.active !== undefined) query = query.where('active', '=', filter.active);
    if (filter.search) {
      const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(sql`lower(email)`, 'like', pattern),
          eb(sql`lower(nickname)`, 'like', pattern),
          eb(sql`lower(coalesce(name, ''))`, 'like', pattern),
        ]),
      );
    }
    return query;
  }

  listMembers(enterpriseId: string, filter: MemberFilter, page: number, size: number): Promise<UserRow[]> {
    return this.members(enterpriseId, filter)
      .selectAll()
      .orderBy('role_rank', 'desc')
      .orderBy('created_at')
      .orderBy('id')
      .offset(page * size)
      .limit(size)
      .execute();
  }

  async countMembers(enterpriseId: string, filter: MemberFilter): Promise<number> {
    const row = await this.members(enterpriseId, filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  partners(enterpriseId: string): Promise<EnterpriseRow[]> {
    return this.db
      .selectFrom('enterprise_partners')
      .innerJoin('enterprises', 'enterprises.id', 'enterprise_partners.partner_id')
      .selectAll('enterprises')
      .where('enterprise_partners.enterprise_id', '=', enterpriseId)
      .orderBy('enterprises.name')
      .execute();
  }

  async addPartner(enterpriseId: string, partnerId: string): Promise<void> {
    await this.db
      .insertInto('enterprise_partners')
      .values({ enterprise_id: enterpriseId, partner_id: partnerId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async removePartner(enterpriseId: string, partnerId: string): Promise<void> {
    await this.db
      .deleteFrom('enterprise_partners')
      .where('enterprise_id', '=', enterpriseId)
      .where('partner_id', '=', partnerId)
      .execute();
  }

  async updateSettings(id: string, column: SettingsColumn, value: Record<string, unknown>): Promise<void> {
    await this.db
      .updateTable('enterprises')
      .set({ [column]: JSON.stringify(value), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }
}

export type SettingsColumn = 'product_library_settings' | 'project_settings' | 'watermark_settings';

import type { DB, RoomTypesTable } from '@roomcraft/db';
import type { Kysely, Selectable } from 'kysely';

export type RoomTypeRow = Selectable<RoomTypesTable>;

export class RoomTypesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  ofEnterprise(enterpriseId: string, includeDeleted: boolean): Promise<RoomTypeRow[]> {
    let query = this.db.selectFrom('room_types').selectAll().where('enterprise_id', '=', enterpriseId);
    if (!includeDeleted) query = query.where('deleted_at', 'is', null);
    return query.orderBy('created_at').orderBy('id').execute();
  }

  byId(id: string): Promise<RoomTypeRow | undefined> {
    return this.db.selectFrom('room_types').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async orderOf(enterpriseId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('room_type_orders')
      .select(['type_key', 'position'])
      .where('enterprise_id', '=', enterpriseId)
      .execute();
    return new Map(rows.map((r) => [r.type_key, r.position]));
  }
}

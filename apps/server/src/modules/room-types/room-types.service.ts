import { ROOM_TYPE_NAMES, RoomType, type RoomTypeItem } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import { isManager } from '../users/roles.ts';
import type { RoomTypeRow, RoomTypesRepository } from './room-types.repository.ts';

interface NewRoomType {
  name: string;
  nameKo?: string;
}

interface RoomTypeChange {
  id: string;
  name?: string;
  nameKo?: string | null;
}

/** Common types in the spec's order; NONE is "no type" and not offered as a choice. */
export function commonRoomTypes(): RoomTypeItem[] {
  return RoomType.filter((code) => code !== 'NONE').map((code, index) => ({
    id: code,
    code,
    name: ROOM_TYPE_NAMES[code].en,
    nameKo: ROOM_TYPE_NAMES[code].ko,
    common: true,
    enterpriseId: null,
    deleted: false,
    order: index,
    createdAt: null,
  }));
}

function presentOwn(row: RoomTypeRow, order: number): RoomTypeItem {
  return {
    id: row.id,
    code: 'CUSTOM',
    name: row.name,
    nameKo: row.name_ko,
    common: false,
    enterpriseId: row.enterprise_id,
    deleted: row.deleted_at !== null,
    order,
    createdAt: row.created_at.toISOString(),
  };
}

/** Common room types plus each enterprise's own (docs/decisions/room-types.md). */
export class RoomTypesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: RoomTypesRepository,
  ) {}

  async list(
    actor: UserRow,
    enterpriseId: string,
    options: { useCommonTypes: boolean; useRoomTypeOrders: boolean; includeDeleted: boolean },
  ): Promise<RoomTypeItem[]> {
    if (actor.enterprise_id !== enterpriseId) throw notFound('enterprise');
    const common = options.useCommonTypes ? commonRoomTypes() : [];
    const own = (await this.repository.ofEnterprise(enterpriseId, options.includeDeleted)).map((row, index) =>
      presentOwn(row, common.length + index),
    );
    const all = [...common, ...own];
    if (!options.useRoomTypeOrders) return all;
    const order = await this.repository.orderOf(enterpriseId);
    // Types the enterprise never placed keep their natural order after the placed ones.
    const positioned = all.map((item) => ({ ...item, order: order.get(item.id) ?? order.size + item.order }));
    return positioned.sort((a, b) => a.order - b.order).map((item, index) => ({ ...item, order: index }));
  }

  async create(actor: UserRow, enterpriseId: string, types: NewRoomType[]): Promise<RoomTypeItem[]> {
    this.assertManagerOf(actor, enterpriseId);
    const now = Date.now();
    // Distinct creation times keep a batch in the order it was given.
    const rows = types.map((t, index) => ({
      id: newId(),
      enterprise_id: enterpriseId,
      name: t.name,
      name_ko: t.nameKo ?? null,
      deleted_at: null,
      created_at: new Date(now + index),
    }));
    await this.db.insertInto('room_types').values(rows).execute();
    const created = await Promise.all(rows.map((r) => this.repository.byId(r.id)));
    return created.map((row) => presentOwn(row!, 0));
  }

  async rename(actor: UserRow, id: string, change: Omit<RoomTypeChange, 'id'>): Promise<RoomTypeItem> {
    const row = await this.ownType(actor, id);
    await this.applyChange(this.db, { id, ...change });
    return presentOwn((await this.repository.byId(row.id))!, 0);
  }

  /** Reorders every listed type (common or own) and renames own ones, all or nothing. */
  async updateBatch(actor: UserRow, enterpriseId: string, changes: RoomTypeChange[]): Promise<void> {
    this.assertManagerOf(actor, enterpriseId);
    const own = new Map((await this.repository.ofEnterprise(enterpriseId, true)).map((r) => [r.id, r]));
    const commonIds = new Set<string>(RoomType);
    changes.forEach((change, index) => {
      const known = own.has(change.id) || commonIds.has(change.id);
      if (!known) throw invalidField(`roomTypes.${index}.id`, 'is not a room type of this enterprise');
      if (commonIds.has(change.id) && (change.name || change.nameKo !== undefined)) {
        throw invalidField(`roomTypes.${index}.name`, 'common room types cannot be renamed');
      }
    });
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('room_type_orders').where('enterprise_id', '=', enterpriseId).execute();
      await trx
        .insertInto('room_type_orders')
        .values(changes.map((c, position) => ({ enterprise_id: enterpriseId, type_key: c.id, position })))
        .execute();
      for (const change of changes) if (own.has(change.id)) await this.applyChange(trx, change);
    });
  }

  /** Soft delete: hidden from new choices, still named on the spaces that use it. */
  async retire(actor: UserRow, id: string): Promise<RoomTypeItem> {
    await this.ownType(actor, id);
    await this.db
      .updateTable('room_types')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return presentOwn((await this.repository.byId(id))!, 0);
  }

  /** Hard delete: spaces that used it read as having no type (NONE). */
  async remove(actor: UserRow, id: string): Promise<void> {
    const row = await this.ownType(actor, id);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('room_type_orders')
        .where('enterprise_id', '=', row.enterprise_id)
        .where('type_key', '=', id)
        .execute();
      await trx.deleteFrom('room_types').where('id', '=', id).execute();
    });
  }

  private async applyChange(db: Kysely<DB>, change: RoomTypeChange): Promise<void> {
    const set = {
      ...(change.name ? { name: change.name } : {}),
      ...(change.nameKo !== undefined ? { name_ko: change.nameKo } : {}),
    };
    if (Object.keys(set).length === 0) return;
    await db
      .updateTable('room_types')
      .set({ ...set, updated_at: new Date() })
      .where('id', '=', change.id)
      .execute();
  }

  private async ownType(actor: UserRow, id: string): Promise<RoomTypeRow> {
    const row = await this.repository.byId(id);
    if (!row || row.enterprise_id !== actor.enterprise_id) throw notFound('room type');
    this.assertManagerOf(actor, row.enterprise_id);
    return row;
  }

  private assertManagerOf(actor: UserRow, enterpriseId: string): void {
    if (actor.enterprise_id !== enterpriseId) throw notFound('enterprise');
    if (!isManager(actor)) throw forbidden('Only managers and admins change the room types.');
  }
}

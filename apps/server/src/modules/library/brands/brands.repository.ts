import type { NamedSort } from '@roomcraft/contract';
import type { BrandsTable, DB } from '@roomcraft/db';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { productVisibility, type VisibilityScope } from '../visibility.ts';

export type BrandRow = Selectable<BrandsTable> & { product_count: number };

const SORTS = {
  nameAsc: ['name', 'asc'],
  nameDesc: ['name', 'desc'],
  createdAsc: ['created_at', 'asc'],
  createdDesc: ['created_at', 'desc'],
  updatedAsc: ['updated_at', 'asc'],
  updatedDesc: ['updated_at', 'desc'],
} as const;

/** Brand queries; product counts only count the products the caller sees. */
export class BrandsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private withCounts(scope: VisibilityScope) {
    return this.db
      .selectFrom('brands')
      .selectAll('brands')
      .select((eb) =>
        eb
          .selectFrom('products')
          .select((p) => p.fn.countAll<string>().as('n'))
          .whereRef('products.brand_id', '=', 'brands.id')
          .where(productVisibility(scope))
          .as('product_count'),
      );
  }

  async list(scope: VisibilityScope, ownerId: string, sort: NamedSort): Promise<BrandRow[]> {
    const [column, direction] = SORTS[sort];
    const rows = await this.withCounts(scope)
      .where('brands.owner_id', '=', ownerId)
      .orderBy(`brands.${column}`, direction)
      .orderBy('brands.id')
      .execute();
    return rows.map((r) => ({ ...r, product_count: Number(r.product_count ?? 0) }));
  }

  async byId(scope: VisibilityScope, id: string): Promise<BrandRow | undefined> {
    const row = await this.withCounts(scope).where('brands.id', '=', id).executeTakeFirst();
    return row && { ...row, product_count: Number(row.product_count ?? 0) };
  }

  async nameTaken(ownerId: string, name: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('brands')
      .select('id')
      .where('owner_id', '=', ownerId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: Insertable<BrandsTable>): Promise<void> {
    await this.db.insertInto('brands').values(row).execute();
  }
}

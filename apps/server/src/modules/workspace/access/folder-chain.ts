import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';

/**
 * The folders `ids` and every folder above them, with their distance (0 for the folders given) and
 * the folder given that they are above (`root`). Moves never make a cycle; the depth bound only
 * keeps a corrupted tree from looping.
 */
export function folderChain(db: Kysely<DB>, ids: string[]) {
  return db
    .withRecursive('chain(root, id, parent_id, scope, depth)', (db) =>
      db
        .selectFrom('directories')
        .select(['id as root', 'id', 'parent_id', 'scope', (eb) => eb.lit(0).as('depth')])
        .where('id', 'in', ids)
        .unionAll((db) =>
          db
            .selectFrom('directories as d')
            .innerJoin('chain', 'chain.parent_id', 'd.id')
            .where('chain.depth', '<', 1000)
            .select([
              'chain.root',
              'd.id',
              'd.parent_id',
              'd.scope',
              (eb) => eb(eb.ref('chain.depth'), '+', eb.lit(1)).as('depth'),
            ]),
        ),
    )
    .selectFrom('chain');
}

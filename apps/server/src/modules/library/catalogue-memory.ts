import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { VersionedMemory } from '../../lib/versioned-memory.ts';

// A search page holds 20 rows of about 2 KB: at most about 40 MB.
const REMEMBERED = 1_000;

/**
 * Answers that depend only on the catalogue (a viewer's visibility scope, a search page), remembered
 * per catalogue version. Every statement that changes a table the library reads bumps the version
 * (migration 0014).
 */
export class CatalogueMemory extends VersionedMemory {
  constructor(db: Kysely<DB>) {
    super(db, 'library_version', REMEMBERED);
  }
}

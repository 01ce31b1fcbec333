import { type DB, prepared } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { BoundedMap } from '../../lib/bounded-map.ts';

// A search page holds 20 rows of about 2 KB: at most about 40 MB.
const REMEMBERED = 1_000;

/**
 * Answers that depend only on the catalogue (a viewer's visibility scope, a search page), remembered
 * per catalogue version. Every statement that changes a table the library reads bumps the version
 * (migration 0014), so a remembered answer is exact on every server and worked out again after any
 * change. Work in progress is remembered too, so identical requests arriving together share it.
 */
export class CatalogueMemory {
  private readonly answers = new BoundedMap<string, Promise<unknown>>(REMEMBERED);

  constructor(private readonly db: Kysely<DB>) {}

  async version(): Promise<string> {
    const row = await this.db
      .selectFrom('library_version')
      .select('version')
      .modifyEnd(prepared)
      .executeTakeFirstOrThrow();
    return String(row.version);
  }

  /** The answer of `work` for this key; the key must hold the catalogue version it was asked at. */
  recall<T>(key: unknown[], work: () => Promise<T>): Promise<T> {
    const id = JSON.stringify(key);
    let answer = this.answers.get(id) as Promise<T> | undefined;
    if (!answer) {
      answer = work();
      this.answers.set(id, answer);
      answer.catch(() => this.answers.delete(id));
    }
    return answer;
  }
}

import { type DB, prepared } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { BoundedMap } from './bounded-map.ts';

/** Tables of one row holding a version that statement triggers bump (migrations 0014 and 0034). */
export type VersionTable = 'library_version' | 'template_version';

/**
 * Answers derived from tables whose every change bumps one version row, remembered per version: a
 * remembered answer is exact on every server and worked out again after any change. Work in progress
 * is remembered too, so identical requests arriving together share it.
 */
export class VersionedMemory {
  private readonly answers: BoundedMap<string, Promise<unknown>>;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly table: VersionTable,
    capacity: number,
  ) {
    this.answers = new BoundedMap(capacity);
  }

  async version(): Promise<string> {
    const row = await this.db
      .selectFrom(this.table)
      .select('version')
      .modifyEnd(prepared)
      .executeTakeFirstOrThrow();
    return String(row.version);
  }

  /** The answer of `work` for this key; the key must hold the version it was asked at. */
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

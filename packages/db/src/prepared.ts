import { createHash } from 'node:crypto';
import {
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  sql,
} from 'kysely';
import type pg from 'pg';

const MARK = '/* prepared */';

/**
 * Append to a hot statement whose best plan does not depend on its parameters (`.modifyEnd(prepared)`):
 * on PostgreSQL it then runs as a named prepared statement, parsed once per connection and, after a
 * few calls, planned once. Statements whose plan depends on a value (a LIKE pattern, an array's
 * selectivity, a path prefix) stay unmarked: a generic plan cannot see the value and may choose badly.
 * PGlite ignores the mark (it is a comment).
 */
export const prepared = sql.raw(MARK);

/** PostgreSQL's refusal to reuse a prepared statement whose result columns changed (a migration added one). */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * Each connection keeps every statement it prepared (with its plan) until it closes; past this many
 * texts (lists of different lengths make new ones), statements run unprepared.
 */
const MAX_PREPARED_TEXTS = 500;

/** One statement name per text, shared by every connection of the pool. */
class StatementNames {
  private readonly names = new Map<string, string>();

  of(text: string): string | undefined {
    let name = this.names.get(text);
    if (!name && this.names.size < MAX_PREPARED_TEXTS) {
      name = `p${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      this.names.set(text, name);
    }
    return name;
  }
}

class PreparingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly names: StatementNames,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    text: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof text !== 'string') return this.client.query(text as never) as PostgresCursor<R>;
    const values = [...(parameters ?? [])];
    const plain = () => this.client.query(text, values) as unknown as Promise<PostgresQueryResult<R>>;
    const name = text.endsWith(MARK) ? this.names.of(text) : undefined;
    if (!name) return plain();
    return (this.client.query({ name, text, values }) as unknown as Promise<PostgresQueryResult<R>>).catch(
      (error: { code?: string }) => {
        if (error.code !== RESULT_TYPE_CHANGED) throw error;
        return plain();
      },
    );
  }

  /** `destroy` when the connection must not be reused (Kysely asks for it after a failed rollback). */
  release(destroy?: boolean): void {
    this.client.release(destroy);
  }
}

/** A pool whose clients run marked statements as named prepared statements. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new StatementNames();
  return {
    connect: async () => new PreparingClient(await pool.connect(), names),
    end: () => pool.end(),
    // Kysely opens a connection with the pool's options to cancel a running statement when asked.
    options: pool.options,
  };
}

import type { ChildProcess } from 'node:child_process';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { DB } from './schema.ts';

/**
 * Embedded PGlite lives in the server's process, so a worker in a child process reaches it through
 * the process's IPC channel (fork with `serialization: 'advanced'`, so dates and bytes survive): the
 * child's Kysely sends each query to the parent, which runs it on its own database. A child's
 * connection holds one of the parent's, transactions included, until the child releases it.
 */
type Request =
  | { kind: 'acquire'; id: number; connection: number }
  | { kind: 'query'; id: number; connection: number; sql: string; parameters: readonly unknown[] }
  | { kind: 'release'; id: number; connection: number };
type Unsent = Request extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
type Reply =
  | { id: number; ok: true; result?: QueryResult<unknown> }
  | { id: number; ok: false; message: string };

const CHANNEL = 'roomcraft-db';

interface Envelope<T> {
  channel: typeof CHANNEL;
  body: T;
}

class IpcConnection implements DatabaseConnection {
  constructor(
    private readonly driver: IpcDriver,
    readonly id: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.driver.ask({
      kind: 'query',
      connection: this.id,
      sql: query.sql,
      parameters: query.parameters,
    });
    return result as QueryResult<R>;
  }

  // biome-ignore lint/correctness/useYield: no cursors through the parent
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported through the parent process');
  }
}

class IpcDriver implements Driver {
  private nextId = 1;
  private nextConnection = 1;
  private readonly pending = new Map<number, PromiseWithResolvers<QueryResult<unknown> | undefined>>();
  private readonly onMessage = (message: Envelope<Reply>) => {
    if (message?.channel !== CHANNEL) return;
    const reply = message.body;
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.result);
    else waiting?.reject(new Error(reply.message));
  };

  async init(): Promise<void> {
    if (!process.send) throw new Error('this process was not started with an IPC channel to the database');
    process.on('message', this.onMessage);
  }

  ask(request: Unsent): Promise<QueryResult<unknown> | undefined> {
    const id = this.nextId++;
    const answer = Promise.withResolvers<QueryResult<unknown> | undefined>();
    this.pending.set(id, answer);
    process.send!({ channel: CHANNEL, body: { ...request, id } as Request } satisfies Envelope<Request>);
    return answer.promise;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = new IpcConnection(this, this.nextConnection++);
    await this.ask({ kind: 'acquire', connection: connection.id });
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.ask({ kind: 'release', connection: (connection as IpcConnection).id });
  }

  async destroy(): Promise<void> {
    process.off('message', this.onMessage);
  }
}

class IpcDialect implements Dialect {
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new IpcDriver();
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

/** In a child process: the parent's database, through the IPC channel. */
export function openParentDatabase(): Kysely<DB> {
  return new Kysely<DB>({ dialect: new IpcDialect() });
}

/** In the parent: serves its database to a child started with fork (see openParentDatabase). */
export function serveDatabaseTo(child: ChildProcess, db: Kysely<DB>): void {
  const held = new Map<
    number,
    { run: (query: CompiledQuery) => Promise<QueryResult<unknown>>; release: () => void }
  >();
  const reply = (body: Reply) => {
    if (child.connected) child.send({ channel: CHANNEL, body } satisfies Envelope<Reply>);
  };
  const acquire = (connection: number) =>
    new Promise<void>((acquired, failed) => {
      db.connection()
        .execute(
          (conn) =>
            new Promise<void>((release) => {
              held.set(connection, { run: (query) => conn.executeQuery(query), release });
              acquired();
            }),
        )
        .catch(failed);
    });
  child.on('message', (message: Envelope<Request>) => {
    if (message?.channel !== CHANNEL) return;
    const request = message.body;
    const answer = async (): Promise<QueryResult<unknown> | undefined> => {
      if (request.kind === 'acquire') return void (await acquire(request.connection));
      const connection = held.get(request.connection);
      if (!connection) throw new Error(`connection ${request.connection} is not held`);
      if (request.kind === 'release') {
        held.delete(request.connection);
        return void connection.release();
      }
      return connection.run(CompiledQuery.raw(request.sql, [...request.parameters]));
    };
    answer().then(
      (result) => reply({ id: request.id, ok: true, result }),
      (error: Error) => reply({ id: request.id, ok: false, message: error.message }),
    );
  });
  // A child that dies holding a connection must not keep the parent's database locked.
  child.on('exit', () => {
    for (const connection of held.values()) connection.release();
    held.clear();
  });
}

import type { DB } from '@roomcraft/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the handler wrote its own audit entry, with before and after. */
    operatorAudited?: boolean;
  }
}

export interface AuditRecord {
  operatorId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_FIELDS = /password|token|secret/i;

/** A body as the log keeps it: secrets replaced, so the log never holds a password. */
function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_FIELDS.test(key) ? '[redacted]' : redacted(inner),
    ]),
  );
}

/** The append-only log of what operators did (docs/decisions/operator-audit.md). */
export class OperatorAuditLog {
  constructor(private readonly db: Kysely<DB>) {}

  async record(entry: AuditRecord, request?: FastifyRequest, executor: Kysely<DB> = this.db): Promise<void> {
    await executor
      .insertInto('operator_audit_log')
      .values({
        id: newId(),
        operator_id: entry.operatorId,
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId ?? null,
        before: entry.before === undefined ? null : JSON.stringify(redacted(entry.before)),
        after: entry.after === undefined ? null : JSON.stringify(redacted(entry.after)),
      })
      .execute();
    if (request) request.operatorAudited = true;
  }

  page(query: { page: number; size: number; targetId?: string; operatorId?: string }) {
    let base = this.db
      .selectFrom('operator_audit_log')
      .innerJoin('operators', 'operators.id', 'operator_audit_log.operator_id');
    if (query.targetId) base = base.where('operator_audit_log.target_id', '=', query.targetId);
    if (query.operatorId) base = base.where('operator_audit_log.operator_id', '=', query.operatorId);
    return Promise.all([
      base
        .selectAll('operator_audit_log')
        .select(['operators.name as operator_name', 'operators.email as operator_email'])
        .orderBy('operator_audit_log.created_at', 'desc')
        .orderBy('operator_audit_log.id', 'desc')
        .offset(query.page * query.size)
        .limit(query.size)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
  }

  /**
   * Every successful write an operator makes on any surface leaves an entry: the handlers of the
   * console write theirs with before and after; any other (the public library, the template review)
   * is logged here with the call and what it sent.
   */
  install(app: FastifyInstance): void {
    // onSend, before the answer leaves: an entry that cannot be written fails the call, never silently.
    app.addHook('onSend', async (request, reply, payload) => {
      const principal = request.principal;
      if (principal?.kind !== 'operator' || request.operatorAudited) return payload;
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
        return payload;
      if (reply.statusCode >= 400 || request.routeOptions.url === undefined) return payload;
      if (request.routeOptions.url.endsWith('/logout')) return payload;
      const params = (request.params ?? {}) as Record<string, unknown>;
      await this.record({
        operatorId: principal.operator.id,
        action: `${request.method} ${request.routeOptions.url}`,
        targetType: 'call',
        targetId: typeof params.id === 'string' ? params.id : null,
        after: { params, body: request.body ?? null },
      });
      return payload;
    });
  }
}

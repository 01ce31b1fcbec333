import { ErrorCode, opsRoutes as r, toPage } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import { bind } from '../../http/routes.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { SignInLimiter } from '../auth/sign-in-limiter.ts';
import { presentEnterprise } from '../enterprises/enterprise.presenter.ts';
import type { EnterprisesService } from '../enterprises/enterprises.service.ts';
import type { OperatorAuditLog } from './audit-log.ts';

export interface OperatorRouteDeps {
  db: Kysely<DB>;
  sessions: Sessions;
  limiter: SignInLimiter;
  enterprises: EnterprisesService;
  audit: OperatorAuditLog;
}

const present = (o: { id: string; email: string; name: string; created_at?: Date; createdAt?: Date }) => ({
  id: o.id,
  email: o.email,
  name: o.name,
  createdAt: (o.created_at ?? o.createdAt)!.toISOString(),
});

/** The back-office surface: operators sign in separately and only they reach `/ops`. */
export function operatorBindings(deps: OperatorRouteDeps) {
  return [
    bind(r.login, async ({ body, request }) => {
      const limiterKey = `operator:${body.email}`;
      await deps.limiter.assertAllowed(limiterKey, request.ip);
      const operator = await deps.db
        .selectFrom('operators')
        .selectAll()
        .where('email', '=', body.email)
        .executeTakeFirst();
      if (!operator || !(await verifyPassword(operator.password_hash, body.password))) {
        await deps.limiter.recordFailure(limiterKey, request.ip);
        throw new HttpError(401, ErrorCode.invalidCredentials, 'The e-mail or the password is not right.');
      }
      await deps.limiter.recordSuccess(limiterKey);
      const token = await deps.sessions.open({ operatorId: operator.id }, request.headers['user-agent']);
      return { token, operator: present(operator) };
    }),
    bind(r.logout, async ({ principal }) => {
      await deps.sessions.revoke(principal!.sessionId);
      return { ok: true as const };
    }),
    bind(r.me, async ({ operator }) => ({ operator: present(operator) })),
    bind(r.enterprises, async ({ query }) => {
      let base = deps.db.selectFrom('enterprises');
      if (query.search)
        base = base.where('name', 'ilike', `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      if (query.ids?.length) base = base.where('id', 'in', query.ids);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('name')
          .offset(query.page * query.size)
          .limit(query.size)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return toPage(rows.map(presentEnterprise), query.page, query.size, Number(total.count));
    }),
    bind(r.createEnterprise, async ({ body, operator, request }) => {
      const enterprise = presentEnterprise(await deps.enterprises.create(body));
      await deps.audit.record(
        {
          operatorId: operator.id,
          action: 'enterprise.create',
          targetType: 'enterprise',
          targetId: enterprise.id,
          before: null,
          after: { ...enterprise, admin: { email: body.admin.email, nickname: body.admin.nickname } },
        },
        request,
      );
      return { enterprise };
    }),
  ];
}

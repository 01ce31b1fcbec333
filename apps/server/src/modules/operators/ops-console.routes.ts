import { opsConsoleRoutes as r, toPage } from '@roomcraft/contract';
import { bind } from '../../http/routes.ts';
import type { OperatorAuditLog } from './audit-log.ts';
import type { OpsUsers } from './ops-users.ts';
import type { RenderHealth } from './render-health.ts';

export interface OpsConsoleDeps {
  users: OpsUsers;
  renders: RenderHealth;
  audit: OperatorAuditLog;
}

export function opsConsoleBindings({ users, renders, audit }: OpsConsoleDeps) {
  return [
    bind(r.users, async ({ query }) => {
      const { rows, total } = await users.search(query);
      return toPage(rows, query.page, query.size, total);
    }),
    bind(r.deactivateUser, async ({ operator, params, request }) => ({
      user: await users.setActive(operator, params.id, false, request),
    })),
    bind(r.activateUser, async ({ operator, params, request }) => ({
      user: await users.setActive(operator, params.id, true, request),
    })),
    bind(r.resetPassword, async ({ operator, params, request }) =>
      users.resetPassword(operator, params.id, request),
    ),
    bind(r.renderQueue, async () => renders.health()),
    bind(r.retryRender, async ({ operator, params, request }) => {
      await renders.retry(operator, params.id, request);
      return { ok: true as const };
    }),
    bind(r.auditLog, async ({ query }) => {
      const [rows, total] = await audit.page(query);
      return toPage(
        rows.map((row) => ({
          id: row.id,
          operator: { id: row.operator_id, name: row.operator_name, email: row.operator_email },
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          before: row.before,
          after: row.after,
          createdAt: row.created_at.toISOString(),
        })),
        query.page,
        query.size,
        Number(total.count),
      );
    }),
  ];
}

import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { UserRow } from '../auth/sessions.ts';
import { type QuotasService, quotaOwnerOf } from '../quotas/quotas.service.ts';
import { addDays, mondayOf, seoulToday } from './rollups.ts';
import type { StatisticsRepository } from './statistics.repository.ts';
import { scopeOf } from './statistics.service.ts';

/**
 * The managers' dashboard (a designer sees the same of their own work): everything counted from the
 * rollups but the quota, which is the plan's live state.
 */
export class DashboardService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: StatisticsRepository,
    private readonly quotas: QuotasService,
  ) {}

  async overview(user: UserRow, weekCount: number, now = new Date()) {
    const thisWeek = mondayOf(seoulToday(now));
    const weeks = Array.from({ length: weekCount }, (_, i) => addDays(thisWeek, -7 * (weekCount - 1 - i)));
    const from = weeks[0]!;
    const to = addDays(thisWeek, 6);
    const rows = await this.repository.perUserDay(
      scopeOf(user),
      ['PROJECT_CREATED', 'RENDER_FINISHED', 'VIEWER_OPENED'],
      from,
      to,
    );

    const designers = new Map<
      string,
      { weekStart: string; userId: string; projects: number; renders: number }
    >();
    const byTypeAndTier = new Map<string, number>();
    const opens = new Map<string, number>();
    for (const row of rows) {
      const weekStart = mondayOf(row.day);
      const count = Number(row.count);
      if (row.kind === 'VIEWER_OPENED') {
        const key = `${weekStart}|${row.dimension}`;
        opens.set(key, (opens.get(key) ?? 0) + count);
        continue;
      }
      const key = `${weekStart}|${row.user_id}`;
      const entry = designers.get(key) ?? { weekStart, userId: row.user_id, projects: 0, renders: 0 };
      if (row.kind === 'PROJECT_CREATED') entry.projects += count;
      else {
        entry.renders += count;
        byTypeAndTier.set(row.dimension, (byTypeAndTier.get(row.dimension) ?? 0) + count);
      }
      designers.set(key, entry);
    }
    const names = await this.namesOf([...new Set([...designers.values()].map((d) => d.userId))]);
    const quota = await this.quotas.present(await this.quotas.current(quotaOwnerOf(user)));
    return {
      weeks,
      designers: [...designers.values()]
        .map((d) => ({ ...d, name: names.get(d.userId) ?? d.userId }))
        .sort((a, b) => a.weekStart.localeCompare(b.weekStart) || a.name.localeCompare(b.name)),
      rendersByTypeAndTier: [...byTypeAndTier.entries()]
        .map(([dimension, count]) => {
          const [type, tier] = dimension.split(':');
          return { type: Number(type), tier: tier ?? '', count };
        })
        .sort((a, b) => a.type - b.type || a.tier.localeCompare(b.tier)),
      viewerOpens: [...opens.entries()].map(([key, count]) => {
        const [weekStart, view] = key.split('|') as [string, '360' | 'AR' | 'IMAGE'];
        return { weekStart, view, opens: count };
      }),
      quota: {
        plan: quota.plan,
        periodStart: quota.periodStart,
        tiers: quota.tiers.map(({ tier, limit, used }) => ({ tier, limit, used })),
      },
    };
  }

  private async namesOf(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'name', 'nickname'])
      .where('id', 'in', userIds)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name ?? r.nickname]));
  }
}

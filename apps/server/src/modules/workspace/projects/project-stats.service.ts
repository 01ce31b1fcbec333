import type { UserRow } from '../../auth/sessions.ts';
import type { ProjectStatsRepository } from './project-stats.repository.ts';

const DAY = 86_400_000;

/** The dashboard's numbers of the caller's own projects. */
export class ProjectStatsService {
  constructor(private readonly stats: ProjectStatsRepository) {}

  /** Created and changed counts for each of the last seven UTC days, oldest first. */
  async lastWeek(actor: UserRow, now = new Date()) {
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const since = new Date(today - 6 * DAY);
    const [created, updated] = await Promise.all([
      this.stats.perDay(actor.id, 'created_at', since),
      this.stats.perDay(actor.id, 'updated_at', since),
    ]);
    const countOn = (rows: { day: string; count: string }[], day: string) =>
      Number(rows.find((r) => r.day === day)?.count ?? 0);
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = new Date(since.getTime() + i * DAY).toISOString().slice(0, 10);
      return { date, created: countOn(created, date), updated: countOn(updated, date) };
    });
    const sum = (key: 'created' | 'updated') => days.reduce((total, day) => total + day[key], 0);
    return { created: sum('created'), updated: sum('updated'), days };
  }

  async roomTypes(actor: UserRow) {
    const rows = await this.stats.roomTypes(actor.id);
    return rows.map((r) => ({ roomType: r.room_type, count: Number(r.count) }));
  }
}

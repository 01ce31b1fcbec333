import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { forbidden, invalidField } from '../../http/errors.ts';
import type { UserRow } from '../auth/sessions.ts';
import { isManager } from '../users/roles.ts';
import { addDays, seoulToday } from './rollups.ts';
import type { StatisticsRepository, StatsScope } from './statistics.repository.ts';

const MAX_SPAN_DAYS = 366;

/** A manager reads the enterprise's numbers; anyone else their own. */
export const scopeOf = (user: UserRow): StatsScope =>
  isManager(user) ? { enterpriseId: user.enterprise_id! } : { userId: user.id };

/** The asked period in Seoul days: the last 30 by default, at most a year, `from` not after `to`. */
export function periodOf(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? seoulToday(now);
  const from = query.from ?? addDays(to, -29);
  if (from > to) throw invalidField('from', 'must not be after `to`');
  if (addDays(from, MAX_SPAN_DAYS) <= to)
    throw invalidField('from', `the period spans at most ${MAX_SPAN_DAYS} days`);
  return { from, to };
}

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The statistics calls of the specification, each counted from the rollups of recorded events. */
export class StatisticsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: StatisticsRepository,
  ) {}

  /** Opens (VIEWER_OPENED) and durations (VIEWER_CLOSED) of one view kind, per day. */
  async durations(user: UserRow, view: '360' | 'AR', query: { from?: string; to?: string }) {
    const { from, to } = periodOf(query);
    const rows = (
      await this.repository.perDay(scopeOf(user), ['VIEWER_OPENED', 'VIEWER_CLOSED'], from, to)
    ).filter((row) => row.dimension === view);
    const sum = (day: string, kind: string, field: 'count' | 'duration_ms') =>
      rows.filter((r) => r.day === day && r.kind === kind).reduce((total, r) => total + Number(r[field]), 0);
    const days = daysBetween(from, to).map((date) => {
      const closes = sum(date, 'VIEWER_CLOSED', 'count');
      const totalDurationMs = sum(date, 'VIEWER_CLOSED', 'duration_ms');
      return {
        date,
        opens: sum(date, 'VIEWER_OPENED', 'count'),
        closes,
        totalDurationMs,
        averageDurationMs: closes ? Math.round(totalDurationMs / closes) : null,
      };
    });
    const closes = days.reduce((total, d) => total + d.closes, 0);
    const totalDurationMs = days.reduce((total, d) => total + d.totalDurationMs, 0);
    return {
      from,
      to,
      opens: days.reduce((total, d) => total + d.opens, 0),
      totalDurationMs,
      averageDurationMs: closes ? Math.round(totalDurationMs / closes) : null,
      days,
    };
  }

  async arOpens(user: UserRow, query: { from?: string; to?: string }) {
    const { from, to } = periodOf(query);
    const rows = (await this.repository.perDay(scopeOf(user), ['VIEWER_OPENED'], from, to)).filter(
      (row) => row.dimension === 'AR',
    );
    return countsPerDay(rows, from, to);
  }

  /** Calls per day and per api key of the manager's enterprise (the key is the event's dimension). */
  async cylinderCalls(user: UserRow, query: { from?: string; to?: string }) {
    if (!isManager(user)) throw forbidden('Only managers read the api keys’ calls.');
    const { from, to } = periodOf(query);
    const rows = await this.repository.perDay(scopeOf(user), ['CYLINDER_CALLED'], from, to);
    const perKey = new Map<string, number>();
    for (const row of rows) perKey.set(row.dimension, (perKey.get(row.dimension) ?? 0) + Number(row.count));
    const keys = perKey.size
      ? await this.db
          .selectFrom('cylinder_api_keys')
          .select(['id', 'name', 'prefix'])
          .where('id', 'in', [...perKey.keys()])
          .execute()
      : [];
    return {
      ...countsPerDay(rows, from, to),
      keys: keys
        .map((key) => ({ keyId: key.id, name: key.name, prefix: key.prefix, count: perKey.get(key.id) ?? 0 }))
        .sort((a, b) => b.count - a.count),
    };
  }
}

function countsPerDay(rows: { day: string; count: string }[], from: string, to: string) {
  const days = daysBetween(from, to).map((date) => ({
    date,
    count: rows.filter((r) => r.day === date).reduce((total, r) => total + Number(r.count), 0),
  }));
  return { from, to, count: days.reduce((total, d) => total + d.count, 0), days };
}

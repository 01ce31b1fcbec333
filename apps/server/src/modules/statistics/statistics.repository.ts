import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';

/** Whose numbers: an enterprise's (its managers read them) or one user's own. */
export type StatsScope = { enterpriseId: string } | { userId: string };

/** Reads the daily rollups, never the raw events. */
export class StatisticsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private rollups(scope: StatsScope, kinds: string[], from: string, to: string) {
    let query = this.db
      .selectFrom('event_rollups')
      .where('kind', 'in', kinds)
      .where('day', '>=', from)
      .where('day', '<=', to);
    query =
      'enterpriseId' in scope
        ? query.where('enterprise_id', '=', scope.enterpriseId)
        : query.where('user_id', '=', scope.userId);
    return query;
  }

  /** Count and duration per day, kind and dimension. */
  perDay(scope: StatsScope, kinds: string[], from: string, to: string) {
    return this.rollups(scope, kinds, from, to)
      .select([
        sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
        'kind',
        'dimension',
        (eb) => eb.fn.sum<string>('count').as('count'),
        (eb) => eb.fn.sum<string>('duration_ms').as('duration_ms'),
      ])
      .groupBy(['day', 'kind', 'dimension'])
      .execute();
  }

  /** Count per day, kind, user and dimension (the dashboard's designers). */
  perUserDay(scope: StatsScope, kinds: string[], from: string, to: string) {
    return this.rollups(scope, kinds, from, to)
      .select([
        sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
        'kind',
        'user_id',
        'dimension',
        (eb) => eb.fn.sum<string>('count').as('count'),
      ])
      .groupBy(['day', 'kind', 'user_id', 'dimension'])
      .execute();
  }
}

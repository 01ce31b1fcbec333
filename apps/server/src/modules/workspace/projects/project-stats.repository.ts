import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';
import { ROOM_TYPES_PATH } from './design.ts';

/** Counts over a user's projects, for the dashboard. */
export class ProjectStatsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** How many live projects had `column` fall on each UTC day since `since`. */
  perDay(userId: string, column: 'created_at' | 'updated_at', since: Date) {
    const day = sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`;
    return this.db
      .selectFrom('projects')
      .select([day.as('day'), (eb) => eb.fn.countAll<string>().as('count')])
      .where('user_id', '=', userId)
      .where('state', '<', 2)
      .where(column, '>=', since)
      .groupBy(day)
      .execute();
  }

  /** The room types of the rooms in a user's active designs, most used first. */
  roomTypes(userId: string) {
    const roomType = sql<string>`room.type #>> '{}'`;
    return this.db
      .selectFrom([
        'projects',
        sql`jsonb_path_query(projects.design, ${ROOM_TYPES_PATH}::jsonpath)`.as(sql`room(type)`),
      ])
      .select([roomType.as('room_type'), (eb) => eb.fn.countAll<string>().as('count')])
      .where('projects.user_id', '=', userId)
      .where('projects.state', '=', 0)
      .groupBy(roomType)
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(roomType)
      .execute();
  }
}

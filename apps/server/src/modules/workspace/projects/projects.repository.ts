import type { DB, ProjectsTable } from '@roomcraft/db';
import type { Design } from '@roomcraft/scene';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { bookmarkFlags, PROJECT_COLUMNS, type ProjectRow, type Viewer } from './project-columns.ts';

export interface DesignRow {
  design: Record<string, unknown>;
  design_version: number;
  updated_at: Date;
}

/** Queries of single projects: rows, changes, the design document and the cover. */
export class ProjectsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  byId(id: string, viewer: Viewer): Promise<ProjectRow | undefined> {
    return this.db
      .selectFrom('projects')
      .select(PROJECT_COLUMNS)
      .select((eb) => bookmarkFlags(eb, viewer))
      .where('projects.id', '=', id)
      .executeTakeFirst();
  }

  async insert(values: Insertable<ProjectsTable>): Promise<void> {
    await this.db.insertInto('projects').values(values).execute();
  }

  async update(id: string, changes: Updateable<ProjectsTable>): Promise<void> {
    await this.db
      .updateTable('projects')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  design(id: string): Promise<DesignRow | undefined> {
    return this.db
      .selectFrom('projects')
      .select(['design', 'design_version', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Saves only over the version the client read, so two editors never overwrite each other. */
  saveDesign(id: string, basedOn: number, design: Design) {
    return this.db
      .updateTable('projects')
      .set((eb) => ({
        design: JSON.stringify(design),
        design_version: eb(eb.ref('design_version'), '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .where('design_version', '=', basedOn)
      .returning(['design_version', 'updated_at'])
      .executeTakeFirst();
  }

  /** A new project holding a copy of another's design, made in the database without loading it. */
  async copy(
    sourceId: string,
    values: Pick<ProjectsTable, 'id' | 'user_id' | 'enterprise_id' | 'name' | 'cover_id' | 'cover_format'>,
  ): Promise<void> {
    await this.db
      .insertInto('projects')
      .columns([
        'id',
        'user_id',
        'enterprise_id',
        'name',
        'cover_id',
        'cover_format',
        'description',
        'design',
        'original_project_id',
      ])
      .expression((eb) =>
        eb
          .selectFrom('projects')
          .select((eb) => [
            eb.val(values.id).as('id'),
            eb.val(values.user_id).as('user_id'),
            eb.val(values.enterprise_id).as('enterprise_id'),
            eb.val(values.name).as('name'),
            eb.val(values.cover_id).as('cover_id'),
            eb.val(values.cover_format).as('cover_format'),
            'description',
            'design',
            'id as original_project_id',
          ])
          .where('id', '=', sourceId),
      )
      .execute();
  }

  /** Points a project at a new cover and answers the one it replaces, read under the same row lock. */
  replaceCover(id: string, coverId: string, format: string): Promise<string | null> {
    return this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('projects')
        .select('cover_id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      await trx
        .updateTable('projects')
        .set({ cover_id: coverId, cover_format: format, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return before?.cover_id ?? null;
    });
  }

  coverFormat(coverId: string): Promise<{ cover_format: string | null } | undefined> {
    return this.db
      .selectFrom('projects')
      .select('cover_format')
      .where('cover_id', '=', coverId)
      .where('state', '<', 2)
      .executeTakeFirst();
  }
}

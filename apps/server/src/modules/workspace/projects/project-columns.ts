import type { DB, ProjectsTable } from '@roomcraft/db';
import type { ExpressionBuilder, Selectable } from 'kysely';

/** Who is looking: a project answer says whether they and their team bookmarked it. */
export interface Viewer {
  id: string;
  enterprise_id: string | null;
}

/** A project without its design document, which only the design calls read (nor its search copy of the name). */
export type ProjectRow = Omit<Selectable<ProjectsTable>, 'design' | 'name_folded'> & {
  bookmark: boolean;
  team_bookmark: boolean;
};

export const PROJECT_COLUMNS = [
  'projects.id',
  'projects.enterprise_id',
  'projects.user_id',
  'projects.name',
  'projects.description',
  'projects.state',
  'projects.directory_id',
  'projects.team_directory_id',
  'projects.cover_id',
  'projects.cover_format',
  'projects.original_project_id',
  'projects.from_map',
  'projects.selected',
  'projects.design_version',
  'projects.trashed_at',
  'projects.created_at',
  'projects.updated_at',
] as const;

/** The viewer's bookmark flags of each project row. */
export function bookmarkFlags(eb: ExpressionBuilder<DB, 'projects'>, viewer: Viewer) {
  const marks = () =>
    eb
      .selectFrom('bookmarks')
      .select('bookmarks.project_id')
      .whereRef('bookmarks.project_id', '=', 'projects.id');
  return [
    eb
      .exists(marks().where('bookmarks.user_id', '=', viewer.id))
      .$castTo<boolean>()
      .as('bookmark'),
    eb
      .exists(marks().where('bookmarks.enterprise_id', '=', viewer.enterprise_id ?? ''))
      .$castTo<boolean>()
      .as('team_bookmark'),
  ];
}

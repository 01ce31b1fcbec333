import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** A jsonb document written as a JSON string and read back as an object. */
export type JsonDocument = ColumnType<Record<string, unknown>, string, string>;

/** A folder of projects: PERSONAL and PUBLIC trees belong to one user, ENTERPRISE trees to a team. */
export interface DirectoriesTable {
  id: string;
  scope: 'PERSONAL' | 'ENTERPRISE' | 'PUBLIC';
  owner_id: string;
  enterprise_id: string | null;
  parent_id: string | null;
  name: string;
  /** Place among its siblings for the CUSTOM order. */
  position: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProjectsTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  name: string;
  /** lower(name), kept by the database for case-insensitive search and sort (0010). */
  name_folded: GeneratedAlways<string>;
  description: Generated<string>;
  /** 0 active, 1 in the trash, 2 purged. */
  state: Generated<number>;
  directory_id: string | null;
  team_directory_id: string | null;
  cover_id: string | null;
  cover_format: string | null;
  original_project_id: string | null;
  /** The map floor plan the project started from (`fromMap`), or null. */
  from_map: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  selected: Generated<boolean>;
  design: JsonDocument;
  design_version: Generated<number>;
  trashed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An EDIT or VIEW grant to one user on one project or one folder (and what is inside it). */
export interface GrantsTable {
  id: string;
  project_id: string | null;
  directory_id: string | null;
  user_id: string;
  access: 'EDIT' | 'VIEW';
  granted_by: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A bookmark of a project by one user or by a whole team. */
export interface BookmarksTable {
  project_id: string;
  user_id: string | null;
  enterprise_id: string | null;
  created_at: Generated<Date>;
}

export interface ShareKeysTable {
  id: string;
  key: string;
  project_id: string;
  visibility: 'PUBLIC' | 'UNLISTED';
  created_by: string;
  created_at: Generated<Date>;
  revoked_at: Date | null;
}

/** Bumped by a trigger whenever a statement changes the projects of a user ('user:<id>') or team ('team:<id>'). */
export interface ProjectListVersionsTable {
  holder: string;
  version: ColumnType<string, never, never>;
}

export interface WorkspaceTables {
  directories: DirectoriesTable;
  projects: ProjectsTable;
  grants: GrantsTable;
  bookmarks: BookmarksTable;
  share_keys: ShareKeysTable;
  project_list_versions: ProjectListVersionsTable;
}

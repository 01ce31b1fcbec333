import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { Json } from './identity.ts';

/**
 * A furnished room to start from (docs/decisions/templates.md): taken from a design's room, kept
 * in a scope (PERSONAL, ENTERPRISE, PUBLIC) and, once asked for, moved through the publication
 * states. `status` is null for a draft.
 */
export interface TemplatesTable {
  id: string;
  group_id: string | null;
  scope: 'PERSONAL' | 'ENTERPRISE' | 'PUBLIC';
  status: 'REQUESTED' | 'IN_REVISION' | 'REJECTED' | 'PUBLISHED' | null;
  author_id: string;
  /** The author's enterprise when the template was made; owns ENTERPRISE templates. */
  enterprise_id: string | null;
  directory_id: string | null;
  name: string;
  name_folded: GeneratedAlways<string>;
  description: Generated<string>;
  style: string;
  room_type: string;
  /** Clear floor area, m². */
  room_size: number;
  /** Extent of the room's outline along x and y, mm (for fitting and auto-furnish). */
  room_width: number;
  room_depth: number;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  /** The room: outline, height, openings (template-room.ts). */
  room: Json<Record<string, unknown>>;
  /** The placed products, relative to the room's outline. */
  products: Json<Record<string, unknown>[]>;
  /** The room's floor, wall and ceiling finishes. */
  finishes: Json<Record<string, unknown>>;
  cover_image_ids: Json<string[]>;
  source_project_id: string | null;
  copy_enabled: Generated<boolean>;
  selected: Generated<boolean>;
  like_count: Generated<number>;
  published_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Templates gathered together: the rooms of one flat, or variations of one room. */
export interface TemplateGroupsTable {
  id: string;
  scope: 'PERSONAL' | 'ENTERPRISE' | 'PUBLIC';
  author_id: string;
  enterprise_id: string | null;
  name: string;
  copy_enabled: Generated<boolean>;
  selected: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TemplateLikesTable {
  template_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

/** A review conversation's entry; `status` is set when the comment carried a transition. */
export interface TemplateCommentsTable {
  id: string;
  template_id: string;
  user_id: string | null;
  operator_id: string | null;
  author_name: string;
  content: string;
  status: string | null;
  created_at: Generated<Date>;
}

export interface TemplateHistoryTable {
  id: string;
  template_id: string;
  user_id: string | null;
  operator_id: string | null;
  author_name: string;
  modified_fields: Json<string[]>;
  created_at: Generated<Date>;
}

/** A folder of templates: PERSONAL and PUBLIC trees belong to one user, ENTERPRISE trees to a team. */
export interface TemplateDirectoriesTable {
  id: string;
  scope: 'PERSONAL' | 'ENTERPRISE' | 'PUBLIC';
  owner_id: string;
  enterprise_id: string | null;
  parent_id: string | null;
  name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** The templates' one version row (bigint, read as text); triggers bump it. */
export interface TemplateVersionTable {
  one: Generated<boolean>;
  version: string;
}

export interface TemplateTables {
  templates: TemplatesTable;
  template_groups: TemplateGroupsTable;
  template_likes: TemplateLikesTable;
  template_comments: TemplateCommentsTable;
  template_history: TemplateHistoryTable;
  template_directories: TemplateDirectoriesTable;
  template_version: TemplateVersionTable;
}

import type { Project, ProjectListItem } from '@roomcraft/contract';
import type { Role } from '../access/roles.ts';
import type { ProjectRow } from './project-columns.ts';
import type { ListedProjectRow } from './project-lists.repository.ts';

/** Builds API answers of projects; cover URLs live under the API base of this deployment. */
export class ProjectPresenter {
  constructor(private readonly apiBase: string) {}

  coverImage(row: Pick<ProjectRow, 'cover_id'>): Project['coverImage'] {
    if (!row.cover_id) return null;
    const url = `${this.apiBase}/v1/project-covers/${row.cover_id}`;
    return { url, thumbnailUrl: `${url}/thumbnail` };
  }

  present = (row: ProjectRow): Project => ({
    id: row.id,
    enterpriseId: row.enterprise_id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    state: row.state as Project['state'],
    directoryIds: row.directory_id ? [row.directory_id] : [],
    teamDirectoryIds: row.team_directory_id ? [row.team_directory_id] : [],
    coverImage: this.coverImage(row),
    originalProjectId: row.original_project_id,
    fromMap: (row.from_map as Project['fromMap']) ?? null,
    bookmark: row.bookmark,
    teamBookmark: row.team_bookmark,
    selected: row.selected,
    designVersion: row.design_version,
    trashedAt: row.trashed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });

  /** A project in a list: with its owner's name and what the viewer may do with it. */
  presentListed = (row: ListedProjectRow, role: Role): ProjectListItem => ({
    ...this.present(row),
    owner: { id: row.user_id, nickname: row.owner_nickname },
    role,
  });

  /** What anyone holding a link sees: no owner, no folders, no grants. */
  presentPublic = (row: ProjectRow) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    coverImage: this.coverImage(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });
}

import { ProjectSettings } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { folderChain } from './folder-chain.ts';
import type { GrantAccess } from './roles.ts';

/** What decides access to a project: its owner, team, state and folders. */
export interface ProjectFacts {
  id: string;
  user_id: string;
  enterprise_id: string | null;
  state: number;
  directory_id: string | null;
  team_directory_id: string | null;
}

export interface DirectoryFacts {
  id: string;
  scope: 'PERSONAL' | 'ENTERPRISE' | 'PUBLIC';
  owner_id: string;
  enterprise_id: string | null;
  parent_id: string | null;
}

/** What the folders above something say: the strongest grant to a user, and whether one is public. */
export interface ChainFacts {
  granted: GrantAccess | null;
  published: boolean;
}

/** The folders a project sits in: its owner's and its team's. */
export const foldersOf = (project: ProjectFacts): string[] =>
  [project.directory_id, project.team_directory_id].filter((id): id is string => id !== null);

const strongestGrant = (accesses: GrantAccess[]): GrantAccess | null =>
  accesses.includes('EDIT') ? 'EDIT' : accesses.length > 0 ? 'VIEW' : null;

/** Queries behind every access decision: the subject, its folder chain, and the grants on them. */
export class AccessRepository {
  constructor(private readonly db: Kysely<DB>) {}

  project(id: string): Promise<ProjectFacts | undefined> {
    return this.db
      .selectFrom('projects')
      .select(['id', 'user_id', 'enterprise_id', 'state', 'directory_id', 'team_directory_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  directory(id: string): Promise<DirectoryFacts | undefined> {
    return this.db
      .selectFrom('directories')
      .select(['id', 'scope', 'owner_id', 'enterprise_id', 'parent_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Whether a team lets its members open each other's projects (`membersSeeEachOthersProjects`). */
  async colleaguesSeeProjects(enterpriseId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('enterprises')
      .select('project_settings')
      .where('id', '=', enterpriseId)
      .executeTakeFirst();
    return row ? ProjectSettings.read(row.project_settings).membersSeeEachOthersProjects : false;
  }

  /** The strongest grant to a user on any of the folders `ids` and above, and whether one is public. */
  async chainFacts(userId: string | null, ids: string[]): Promise<ChainFacts> {
    const folders = ids.length > 0 ? await folderChain(this.db, ids).select(['id', 'scope']).execute() : [];
    const published = folders.some((f) => f.scope === 'PUBLIC');
    if (!userId || folders.length === 0) return { granted: null, published };
    const grants = await this.db
      .selectFrom('grants')
      .select('access')
      .where('user_id', '=', userId)
      .where(
        'directory_id',
        'in',
        folders.map((f) => f.id),
      )
      .execute();
    return { granted: strongestGrant(grants.map((g) => g.access)), published };
  }

  /**
   * The strongest grant to a user on each of the projects, given on the project or on any folder
   * above it: two queries for a whole page of projects.
   */
  async grantsOn(userId: string, projects: ProjectFacts[]): Promise<Map<string, GrantAccess>> {
    const folderIds = projects.flatMap(foldersOf);
    const chain =
      folderIds.length > 0 ? await folderChain(this.db, folderIds).select(['root', 'id']).execute() : [];
    const grants = await this.db
      .selectFrom('grants')
      .select(['project_id', 'directory_id', 'access'])
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb(
            'project_id',
            'in',
            projects.map((p) => p.id),
          ),
          ...(chain.length > 0
            ? [
                eb(
                  'directory_id',
                  'in',
                  chain.map((c) => c.id),
                ),
              ]
            : []),
        ]),
      )
      .execute();
    // Each folder given reaches the grants on itself and on every folder above it.
    const reaching = new Map<string, GrantAccess[]>();
    for (const { root, id } of chain) {
      const onFolder = grants.filter((g) => g.directory_id === id).map((g) => g.access);
      reaching.set(root, [...(reaching.get(root) ?? []), ...onFolder]);
    }
    const result = new Map<string, GrantAccess>();
    for (const project of projects) {
      const granted = strongestGrant([
        ...grants.filter((g) => g.project_id === project.id).map((g) => g.access),
        ...foldersOf(project).flatMap((id) => reaching.get(id) ?? []),
      ]);
      if (granted) result.set(project.id, granted);
    }
    return result;
  }
}

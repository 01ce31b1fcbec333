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

  /** The strongest grant to a user on a project (when given) or any of the folders `ids` and above. */
  async chainFacts(userId: string | null, projectId: string | null, ids: string[]): Promise<ChainFacts> {
    const folders = ids.length > 0 ? await folderChain(this.db, ids).select(['id', 'scope']).execute() : [];
    const subjects = folders.map((f) => f.id);
    const published = folders.some((f) => f.scope === 'PUBLIC');
    if (!userId || (subjects.length === 0 && !projectId)) return { granted: null, published };
    const grants = await this.db
      .selectFrom('grants')
      .select('access')
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or([
          ...(projectId ? [eb('project_id', '=', projectId)] : []),
          ...(subjects.length > 0 ? [eb('directory_id', 'in', subjects)] : []),
        ]),
      )
      .execute();
    const granted = grants.some((g) => g.access === 'EDIT') ? 'EDIT' : grants.length > 0 ? 'VIEW' : null;
    return { granted, published };
  }
}

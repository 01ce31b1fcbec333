import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { newId } from '../../../lib/ids.ts';
import { folderChain } from '../access/folder-chain.ts';
import type { GrantAccess } from '../access/roles.ts';

/** What a grant is on. */
export type Subject = { kind: 'PROJECT' | 'DIRECTORY'; id: string };

const column = (subject: Subject) => (subject.kind === 'PROJECT' ? 'project_id' : 'directory_id');

/** Queries of grants, each read with the summary of the user it is for. */
export class GrantsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The project's or the folder's name, for the grantee's notification. */
  async nameOf(subject: Subject): Promise<string> {
    const row = await this.db
      .selectFrom(subject.kind === 'PROJECT' ? 'projects' : 'directories')
      .select('name')
      .where('id', '=', subject.id)
      .executeTakeFirst();
    return row?.name ?? '';
  }

  private withUser() {
    return this.db
      .selectFrom('grants')
      .innerJoin('users', 'users.id', 'grants.user_id')
      .selectAll('grants')
      .select(['users.email', 'users.nickname', 'users.name', 'users.enterprise_id'])
      .where('users.deleted_at', 'is', null);
  }

  byId(id: string) {
    return this.withUser().where('grants.id', '=', id).executeTakeFirstOrThrow();
  }

  find(subject: Subject, userId: string) {
    return this.db
      .selectFrom('grants')
      .select(['id', 'access'])
      .where(column(subject), '=', subject.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Gives or changes a grant; one grant per user and subject. */
  async upsert(subject: Subject, userId: string, access: GrantAccess, grantedBy: string): Promise<string> {
    const existing = await this.find(subject, userId);
    if (existing) {
      await this.db
        .updateTable('grants')
        .set({ access, granted_by: grantedBy, updated_at: new Date() })
        .where('id', '=', existing.id)
        .execute();
      return existing.id;
    }
    const id = newId();
    await this.db
      .insertInto('grants')
      .values({
        id,
        project_id: subject.kind === 'PROJECT' ? subject.id : null,
        directory_id: subject.kind === 'DIRECTORY' ? subject.id : null,
        user_id: userId,
        access,
        granted_by: grantedBy,
      })
      .execute();
    return id;
  }

  async remove(subject: Subject, userId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('grants')
      .where(column(subject), '=', subject.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** The grants on a project (when given) and on the folders `folderIds` and every folder above them. */
  onSubjects(projectId: string | null, folderIds: string[]) {
    return this.withUser()
      .where((eb) =>
        eb.or([
          ...(projectId ? [eb('grants.project_id', '=', projectId)] : []),
          ...(folderIds.length > 0
            ? [eb('grants.directory_id', 'in', folderChain(this.db, folderIds).select('chain.id'))]
            : []),
        ]),
      )
      .orderBy('grants.created_at')
      .orderBy('grants.id')
      .execute();
  }

  /** The grants on the active projects someone owns, newest first. */
  async onProjectsOf(ownerId: string, page: number, size: number) {
    const owned = this.db
      .selectFrom('projects')
      .select('projects.id')
      .where('projects.user_id', '=', ownerId)
      .where('projects.state', '=', 0);
    const [rows, total] = await Promise.all([
      this.withUser()
        .where('grants.project_id', 'in', owned)
        .orderBy('grants.created_at', 'desc')
        .orderBy('grants.id', 'desc')
        .offset(page * size)
        .limit(size)
        .execute(),
      this.db
        .selectFrom('grants')
        .innerJoin('users', 'users.id', 'grants.user_id')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('users.deleted_at', 'is', null)
        .where('grants.project_id', 'in', owned)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, totalCount: Number(total.count) };
  }
}

export type GrantRow = Awaited<ReturnType<GrantsRepository['byId']>>;

import type { UpdateDirectoryBody } from '@roomcraft/contract';
import { forbidden, invalidField } from '../../../http/errors.ts';
import { newId } from '../../../lib/ids.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { type AccessService, managesTeam } from '../access/access.service.ts';
import type { Role } from '../access/roles.ts';
import type {
  DirectoriesRepository,
  DirectoryRow,
  DirectorySort,
  DirectoryType,
  Tree,
} from './directories.repository.ts';

const DIRECTORY_TYPES: DirectoryType[] = ['PERSONAL', 'PUBLIC', 'ENTERPRISE'];

export const treeOf = (row: Pick<DirectoryRow, 'scope' | 'owner_id' | 'enterprise_id'>): Tree => ({
  scope: row.scope,
  ownerId: row.owner_id,
  enterpriseId: row.enterprise_id,
});

const sameTree = (a: Tree, b: Tree) =>
  a.scope === b.scope &&
  (a.scope === 'ENTERPRISE' ? a.enterpriseId === b.enterpriseId : a.ownerId === b.ownerId);

export interface DirectoriesServiceDeps {
  directories: DirectoriesRepository;
  access: AccessService;
}

/** Folders of projects: trees per user or team, moved only within their tree and never below themselves. */
export class DirectoriesService {
  constructor(private readonly deps: DirectoriesServiceDeps) {}

  async create(actor: UserRow, input: { name: string; type: DirectoryType; parentId?: string | null }) {
    const tree = input.parentId
      ? await this.treeUnder(actor, input.parentId, input.type)
      : this.rootTree(actor, input.type);
    const parentId = input.parentId ?? null;
    const id = newId();
    await this.deps.directories.insert({
      id,
      scope: tree.scope,
      owner_id: tree.ownerId,
      enterprise_id: tree.enterpriseId,
      parent_id: parentId,
      name: input.name,
      position: await this.deps.directories.nextPosition(tree, parentId),
    });
    return (await this.deps.directories.byId(id))!;
  }

  /** A new top-level folder: your own personal or public one, or (as a manager) your team's. */
  private rootTree(actor: UserRow, type: DirectoryType): Tree {
    if (type !== 'ENTERPRISE') return { scope: type, ownerId: actor.id, enterpriseId: actor.enterprise_id };
    if (!actor.enterprise_id) throw invalidField('type', 'personal users have no team folders');
    if (!managesTeam(actor, actor.enterprise_id))
      throw forbidden('Only managers create top-level team folders.');
    return { scope: type, ownerId: actor.id, enterpriseId: actor.enterprise_id };
  }

  /** A folder made inside another belongs to the parent's tree; EDIT on the parent is enough. */
  private async treeUnder(actor: UserRow, parentId: string, type: DirectoryType): Promise<Tree> {
    await this.deps.access.requireDirectory(actor, parentId, 'EDIT');
    const parent = (await this.deps.directories.byId(parentId))!;
    if (parent.scope !== type)
      throw invalidField('type', `must be ${parent.scope}, the type of the parent folder`);
    return treeOf(parent);
  }

  async get(actor: UserRow, id: string): Promise<{ directory: DirectoryRow; role: Role }> {
    const { role } = await this.deps.access.requireDirectory(actor, id, 'VIEW');
    return { directory: (await this.deps.directories.byId(id))!, role };
  }

  async update(actor: UserRow, id: string, changes: UpdateDirectoryBody): Promise<DirectoryRow> {
    const need = changes.parentId !== undefined ? 'MANAGE' : 'EDIT';
    await this.deps.access.requireDirectory(actor, id, need);
    let directory = (await this.deps.directories.byId(id))!;
    if (changes.parentId !== undefined && changes.parentId !== directory.parent_id) {
      await this.move(actor, directory, changes.parentId);
      directory = (await this.deps.directories.byId(id))!;
    }
    if (changes.position !== undefined) {
      await this.deps.directories.reorder(directory, treeOf(directory), changes.position);
    }
    if (changes.name !== undefined) await this.deps.directories.update(id, { name: changes.name });
    return (await this.deps.directories.byId(id))!;
  }

  private async move(actor: UserRow, directory: DirectoryRow, parentId: string | null): Promise<void> {
    const tree = treeOf(directory);
    if (parentId !== null) {
      const parent = await this.deps.directories.byId(parentId);
      const role = parent ? await this.deps.access.directoryRole(actor, parent) : null;
      if (!parent || !role) throw invalidField('parentId', 'is not a folder you can open');
      if (!sameTree(tree, treeOf(parent))) {
        throw invalidField(
          'parentId',
          'is in another tree; folders move only among the folders of the same owner or team',
        );
      }
      if (await this.deps.directories.isSelfOrAbove(directory.id, parentId)) {
        throw invalidField('parentId', 'is the folder itself or a folder inside it');
      }
    }
    const position = await this.deps.directories.nextPosition(tree, parentId);
    await this.deps.directories.update(directory.id, { parent_id: parentId, position });
  }

  async remove(actor: UserRow, id: string): Promise<void> {
    await this.deps.access.requireDirectory(actor, id, 'MANAGE');
    const directory = (await this.deps.directories.byId(id))!;
    await this.deps.directories.removeKeepingContents(directory, treeOf(directory));
  }

  async path(actor: UserRow, id: string): Promise<DirectoryRow[]> {
    await this.deps.access.requireDirectory(actor, id, 'VIEW');
    return this.deps.directories.path(id);
  }

  /** Your personal and public folders and your team's, or those of one type. */
  mine(actor: UserRow, type: DirectoryType | undefined, sort: DirectorySort): Promise<DirectoryRow[]> {
    const types = type ? [type] : DIRECTORY_TYPES;
    const trees = types
      .filter((scope) => scope !== 'ENTERPRISE' || actor.enterprise_id)
      .map((scope) => ({ scope, ownerId: actor.id, enterpriseId: actor.enterprise_id }));
    return this.deps.directories.listTrees(trees, sort);
  }

  sharedWith(actor: UserRow, type: DirectoryType | undefined, sort: DirectorySort): Promise<DirectoryRow[]> {
    return this.deps.directories.listShared(actor.id, type ? [type] : DIRECTORY_TYPES, sort);
  }
}

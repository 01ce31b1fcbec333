import { forbidden, invalidField, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import { managesEnterprise } from './actor.ts';
import type {
  FolderRow,
  FolderScope,
  FolderTree,
  TemplateFoldersRepository,
} from './template-folders.repository.ts';

const treeOf = (f: FolderRow): FolderTree => ({
  scope: f.scope,
  ownerId: f.owner_id,
  enterpriseId: f.enterprise_id,
});

/**
 * Template folders (docs/decisions/templates.md, "Folders"): a user's PERSONAL and PUBLIC trees are
 * theirs alone; an enterprise's ENTERPRISE tree is read by its members and changed by its managers.
 * A folder answers 404 to whoever may not read it, and through another scope's path.
 */
export class TemplateFoldersService {
  constructor(private readonly folders: TemplateFoldersRepository) {}

  /** The tree of a scope that the user works in. */
  treeFor(user: UserRow, scope: FolderScope): FolderTree {
    if (scope === 'ENTERPRISE' && !user.enterprise_id)
      throw forbidden('Personal users have no enterprise folders.');
    return { scope, ownerId: user.id, enterpriseId: scope === 'ENTERPRISE' ? user.enterprise_id : null };
  }

  private canRead(user: UserRow, f: FolderRow): boolean {
    return f.scope === 'ENTERPRISE' ? user.enterprise_id === f.enterprise_id : user.id === f.owner_id;
  }

  /** Whether the user may change the folder, or file templates in it. */
  canWrite(user: UserRow, f: FolderRow): boolean {
    return f.scope === 'ENTERPRISE' ? managesEnterprise(user, f.enterprise_id) : user.id === f.owner_id;
  }

  list(user: UserRow, scope: FolderScope): Promise<FolderRow[]> {
    return this.folders.list(this.treeFor(user, scope));
  }

  async get(user: UserRow, scope: FolderScope, id: string): Promise<FolderRow> {
    const folder = await this.folders.byId(id);
    if (!folder || folder.scope !== scope || !this.canRead(user, folder)) throw notFound('folder');
    return folder;
  }

  children(id: string): Promise<FolderRow[]> {
    return this.folders.children(id);
  }

  private async writable(user: UserRow, scope: FolderScope, id: string): Promise<FolderRow> {
    const folder = await this.get(user, scope, id);
    if (!this.canWrite(user, folder))
      throw forbidden('Only the enterprise’s managers change its template folders.');
    return folder;
  }

  async create(
    user: UserRow,
    scope: FolderScope,
    input: { name: string; parentId?: string | null },
  ): Promise<FolderRow> {
    const tree = this.treeFor(user, scope);
    if (scope === 'ENTERPRISE' && !managesEnterprise(user, tree.enterpriseId))
      throw forbidden('Only the enterprise’s managers make its template folders.');
    if (input.parentId) await this.parentIn(user, tree, input.parentId);
    const id = newId();
    await this.folders.insert({
      id,
      scope,
      owner_id: user.id,
      enterprise_id: tree.enterpriseId,
      parent_id: input.parentId ?? null,
      name: input.name,
    });
    return (await this.folders.byId(id))!;
  }

  async rename(user: UserRow, scope: FolderScope, id: string, name: string): Promise<FolderRow> {
    await this.writable(user, scope, id);
    await this.folders.update(id, { name });
    return (await this.folders.byId(id))!;
  }

  async move(user: UserRow, scope: FolderScope, id: string, parentId: string | null): Promise<FolderRow> {
    const folder = await this.writable(user, scope, id);
    if (parentId !== null) {
      await this.parentIn(user, treeOf(folder), parentId);
      if (await this.folders.isSelfOrAbove(id, parentId))
        throw invalidField('parentId', 'is the folder itself or a folder inside it');
    }
    await this.folders.update(id, { parent_id: parentId });
    return (await this.folders.byId(id))!;
  }

  async remove(user: UserRow, scope: FolderScope, id: string): Promise<void> {
    await this.folders.removeKeepingContents(await this.writable(user, scope, id));
  }

  private async parentIn(user: UserRow, tree: FolderTree, parentId: string): Promise<void> {
    const parent = await this.folders.byId(parentId);
    const same =
      parent &&
      parent.scope === tree.scope &&
      (tree.scope === 'ENTERPRISE'
        ? parent.enterprise_id === tree.enterpriseId
        : parent.owner_id === tree.ownerId);
    if (!parent || !this.canRead(user, parent) || !same)
      throw invalidField('parentId', 'is not a folder of the same tree');
  }

  /** The folder a template of `scope` may be filed in by `user`; 400 on a folder of another scope. */
  async forTemplate(
    user: UserRow,
    scope: FolderScope,
    tree: FolderTree,
    directoryId: string,
  ): Promise<FolderRow> {
    const folder = await this.folders.byId(directoryId);
    if (!folder || !this.canRead(user, folder))
      throw invalidField('directoryId', 'is not a folder you can open');
    if (folder.scope !== scope)
      throw invalidField('directoryId', `is a ${folder.scope} folder; this template is ${scope}`);
    const sameTree =
      scope === 'ENTERPRISE' ? folder.enterprise_id === tree.enterpriseId : folder.owner_id === tree.ownerId;
    if (!sameTree) throw invalidField('directoryId', 'is a folder of another tree');
    if (!this.canWrite(user, folder))
      throw forbidden('Only the enterprise’s managers file templates in its folders.');
    return folder;
  }
}

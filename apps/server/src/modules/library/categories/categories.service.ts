import type { Category, CategoryNode, DirectoryOrder, Of } from '@roomcraft/contract';
import type { LibraryKind } from '@roomcraft/db';
import { forbidden, invalidField, notFound, unauthorized } from '../../../http/errors.ts';
import { newId } from '../../../lib/ids.ts';
import { type Library, LibraryAccess } from '../access.ts';
import type { LibraryAssets } from '../assets.ts';
import type { Viewer } from '../viewer.ts';
import { assertReadsLibraries, type Visibility, type VisibilityScope } from '../visibility.ts';
import type { CategoriesRepository, CategoryRow } from './categories.repository.ts';
import { buildTree, presentCategory, sortCategories } from './category.presenter.ts';

type Order = Of<typeof DirectoryOrder>;

export interface CategoriesServiceDeps {
  categories: CategoriesRepository;
  visibility: Visibility;
  access: LibraryAccess;
  assets: LibraryAssets;
}

/** Category trees per library, and who may see and change them (docs/decisions/library-categories.md). */
export class CategoriesService {
  constructor(private readonly deps: CategoriesServiceDeps) {}

  scopeOf(viewer: Viewer): Promise<VisibilityScope> {
    return this.deps.visibility.scopeOf(viewer);
  }

  /**
   * Categories as answered; `withVisibility` adds their visibility settings, `countsFor` the number
   * of products each holds (with its subtree) as that scope sees them.
   */
  private async present(
    rows: CategoryRow[],
    opts: { withVisibility?: boolean; countsFor?: VisibilityScope } = {},
  ): Promise<Map<string, Category>> {
    const ids = rows.map((r) => r.id);
    const [settings, counts] = await Promise.all([
      opts.withVisibility ? this.deps.categories.visibilities(ids) : [],
      opts.countsFor ? this.deps.categories.productCounts(opts.countsFor, ids) : undefined,
    ]);
    const listed = (row: CategoryRow, kind: 'enterprise' | 'user') =>
      settings.filter((s) => s.category_id === row.id && s.subject_kind === kind).map((s) => s.subject_id);
    return new Map(
      rows.map((row) => [
        row.id,
        presentCategory(row, this.deps.assets, {
          visibility: opts.withVisibility
            ? {
                enterpriseRestricted: row.enterprise_restricted,
                enterpriseIds: listed(row, 'enterprise'),
                individualRestricted: row.individual_restricted,
                userIds: listed(row, 'user'),
              }
            : undefined,
          productCount: counts ? (counts.get(row.id) ?? 0) : undefined,
        }),
      ]),
    );
  }

  private async readable(viewer: Viewer, ownerId: string): Promise<VisibilityScope> {
    const scope = await this.scopeOf(viewer);
    assertReadsLibraries(viewer, scope, [ownerId]);
    return scope;
  }

  /** The visible category, or 404; with `manage`, the caller must also manage its library. */
  async find(viewer: Viewer, id: string, manage = false): Promise<CategoryRow> {
    const row = await this.deps.categories.byId(await this.scopeOf(viewer), id);
    if (!row) throw notFound('category');
    if (manage) await this.deps.access.assert(viewer, libraryOf(row), 'manage');
    return row;
  }

  async list(viewer: Viewer, ownerId: string, opts: { type?: string; rootsOnly?: boolean; order?: Order }) {
    const scope = await this.readable(viewer, ownerId);
    const rows = await this.deps.categories.ofOwner(scope, ownerId, opts);
    const presented = await this.present(rows);
    return sortCategories(rows, opts.order ?? 'CUSTOM_ASC').map((r) => presented.get(r.id)!);
  }

  /**
   * The library's tree; `withVisibility` (managers) adds each category's visibility settings,
   * `withCounts` its product count as the caller sees it.
   */
  async tree(
    viewer: Viewer,
    library: { ownerId: string; libType?: LibraryKind },
    opts: {
      type?: string;
      order: Order;
      withVisibility?: boolean;
      withCounts?: boolean;
      rootsOnly?: boolean;
    },
  ): Promise<CategoryNode[]> {
    if (opts.withVisibility) {
      await this.deps.access.assert(
        viewer,
        { libType: library.libType ?? 'enterprise', ownerId: library.ownerId },
        'manage',
      );
    }
    const scope = await this.readable(viewer, library.ownerId);
    const rows = (await this.deps.categories.ofOwner(scope, library.ownerId, { type: opts.type })).filter(
      (r) => !library.libType || r.lib_type === library.libType,
    );
    const presented = await this.present(rows, {
      withVisibility: opts.withVisibility,
      countsFor: opts.withCounts ? scope : undefined,
    });
    const roots = new Set(rows.filter((r) => r.parent_id === null).map((r) => r.id));
    const tree = buildTree(rows, roots, opts.order, (r) => presented.get(r.id)!);
    return opts.rootsOnly ? tree.map((node) => ({ ...node, children: [] })) : tree;
  }

  async withChildren(viewer: Viewer, id: string, order: Order) {
    const category = await this.find(viewer, id);
    const children = sortCategories(
      await this.deps.categories.children(await this.scopeOf(viewer), id),
      order,
    );
    const presented = await this.present([category, ...children]);
    return { category: presented.get(id)!, children: children.map((c) => presented.get(c.id)!) };
  }

  async subtree(viewer: Viewer, id: string, order: Order): Promise<CategoryNode[]> {
    const category = await this.find(viewer, id);
    const rows = await this.deps.categories.subtree(await this.scopeOf(viewer), category.path);
    const presented = await this.present(rows);
    return buildTree(rows, new Set([id]), order, (r) => presented.get(r.id)!);
  }

  async subtreeIds(viewer: Viewer, id: string): Promise<string[]> {
    const category = await this.find(viewer, id);
    return (await this.deps.categories.subtree(await this.scopeOf(viewer), category.path)).map((r) => r.id);
  }

  async path(viewer: Viewer, id: string) {
    const category = await this.find(viewer, id);
    const ids = category.path.split('/').filter(Boolean);
    const rows = await this.deps.categories.byIds(await this.scopeOf(viewer), ids);
    return ids.flatMap((i) => rows.filter((r) => r.id === i)).map((r) => ({ id: r.id, name: r.name }));
  }

  async fullNames(viewer: Viewer, ownerId: string, ids: string[]) {
    const scope = await this.readable(viewer, ownerId);
    const wanted = (await this.deps.categories.byIds(scope, ids)).filter((r) => r.owner_id === ownerId);
    const ancestors = await this.deps.categories.byIds(scope, [
      ...new Set(wanted.flatMap((r) => r.path.split('/').filter(Boolean))),
    ]);
    const names = new Map(ancestors.map((r) => [r.id, r.name]));
    return wanted.map((row) => {
      const path = row.path
        .split('/')
        .filter(Boolean)
        .map((i) => names.get(i) ?? '');
      return { id: row.id, fullName: path.join(' > '), path };
    });
  }

  async create(
    viewer: Viewer,
    input: {
      libType: LibraryKind;
      ownerId: string;
      parentId: string | null;
      name: string;
      productType: string | null;
    },
  ): Promise<Category> {
    const library = { libType: input.libType, ownerId: input.ownerId };
    LibraryAccess.checkShape(library);
    await this.deps.access.assert(viewer, library, 'manage');
    const parent = input.parentId ? await this.parentIn(viewer, library, input.parentId) : null;
    const id = newId();
    await this.deps.categories.insert({
      id,
      lib_type: input.libType,
      owner_id: input.ownerId,
      parent_id: parent?.id ?? null,
      name: input.name,
      product_type: input.productType ?? parent?.product_type ?? null,
      image_key: null,
      position: await this.deps.categories.nextPosition(input.ownerId, parent?.id ?? null),
      path: `${parent?.path ?? '/'}${id}/`,
      enterprise_restricted: false,
      individual_restricted: false,
    });
    return this.one(viewer, id);
  }

  async one(viewer: Viewer, id: string): Promise<Category> {
    const row = await this.find(viewer, id);
    return (await this.present([row])).get(id)!;
  }

  async rename(viewer: Viewer, id: string, name: string): Promise<Category> {
    await this.find(viewer, id, true);
    await this.deps.categories.update(id, { name });
    return this.one(viewer, id);
  }

  async setImage(viewer: Viewer, id: string, webp: Buffer): Promise<Category> {
    await this.find(viewer, id, true);
    const key = newId();
    await this.deps.assets.put(key, 'image.webp', webp);
    await this.deps.categories.update(id, { image_key: key });
    return this.one(viewer, id);
  }

  async move(viewer: Viewer, id: string, parentId: string | null, position?: number): Promise<Category> {
    const category = await this.find(viewer, id, true);
    const library = libraryOf(category);
    const parent = parentId ? await this.parentIn(viewer, library, parentId) : null;
    if (parent?.path.startsWith(category.path)) {
      throw invalidField('parentId', 'cannot be the category itself or one of its descendants');
    }
    const newPath = `${parent?.path ?? '/'}${id}/`;
    const at = position ?? (await this.deps.categories.nextPosition(category.owner_id, parent?.id ?? null));
    await this.deps.categories.move(id, parent?.id ?? null, category.path, newPath, at);
    return this.one(viewer, id);
  }

  async remove(viewer: Viewer, id: string) {
    const category = await this.find(viewer, id, true);
    const { ids, moved } = await this.deps.categories.deleteSubtree(id, category.path, category.parent_id);
    return { deletedCategoryIds: ids, movedProducts: moved };
  }

  /** Restricts a category to listed enterprises or members; `libType` says which library it must be in. */
  async setVisibility(
    viewer: Viewer,
    id: string,
    setting: { kind: 'enterprise' | 'user'; libType: LibraryKind; restricted: boolean; subjects: string[] },
  ) {
    // The library is checked before the right, so a call on the wrong library says so.
    const category = await this.find(viewer, id);
    if (category.lib_type !== setting.libType) {
      throw invalidField(
        'id',
        `is not a category of ${setting.libType === 'public' ? 'the public' : 'an enterprise'} library`,
      );
    }
    await this.deps.access.assert(viewer, libraryOf(category), 'manage');
    if (setting.kind === 'enterprise') await this.assertEnterprises(setting.subjects, 'enterpriseIds');
    await this.deps.categories.setVisibility(id, setting.kind, setting.restricted, setting.subjects);
    return this.one(viewer, id);
  }

  /** Root categories of the enterprises that list the caller's enterprise as a partner. */
  async partnerRoots(
    viewer: Viewer,
    ownerId: string,
    opts: { only?: string; order: Order; withCounts?: boolean },
  ) {
    const scope = await this.scopeOf(viewer);
    if (scope.enterpriseId !== ownerId) throw notFound('library');
    const partners = opts.only ? scope.sharedBy.filter((p) => p === opts.only) : scope.sharedBy;
    const [rows, names] = await Promise.all([
      this.deps.categories.ofOwners(scope, partners),
      this.deps.categories.enterpriseNames(partners),
    ]);
    const presented = await this.present(rows, { countsFor: opts.withCounts ? scope : undefined });
    return names.map((enterprise) => ({
      enterprise,
      categories: sortCategories(
        rows.filter((r) => r.owner_id === enterprise.id),
        opts.order,
      ).map((r) => presented.get(r.id)!),
    }));
  }

  /** Public-library categories of a subtree (or all), and whether an enterprise sees each (operators). */
  async publicLibraryVisibilities(viewer: Viewer, categoryId: string, enterpriseId: string) {
    if (viewer.kind === 'anonymous') throw unauthorized();
    if (viewer.kind !== 'operator') throw forbidden('Only back-office operators manage the public library.');
    const scope = await this.scopeOf(viewer);
    if ((await this.deps.categories.enterpriseNames([enterpriseId])).length === 0) {
      throw notFound('enterprise');
    }
    const root = categoryId === 'root' ? null : await this.find(viewer, categoryId);
    if (root && root.lib_type !== 'public')
      throw invalidField('categoryId', 'is not a public-library category');
    const rows = root
      ? await this.deps.categories.subtree(scope, root.path)
      : await this.deps.categories.ofOwner(scope, 'public');
    const settings = await this.deps.categories.visibilities(rows.map((r) => r.id));
    const listedOf = (id: string) =>
      settings.filter((s) => s.category_id === id && s.subject_kind === 'enterprise');
    const restrictedPaths = rows
      .filter((r) => r.enterprise_restricted && !listedOf(r.id).some((s) => s.subject_id === enterpriseId))
      .map((r) => r.path);
    return sortCategories(rows, 'CUSTOM_ASC').map((r) => ({
      id: r.id,
      name: r.name,
      restricted: r.enterprise_restricted,
      visible: !restrictedPaths.some((p) => r.path.startsWith(p)),
      enterpriseIds: listedOf(r.id).map((s) => s.subject_id),
    }));
  }

  /** A product or a subcategory goes only into a category of its own library that the caller sees. */
  async assertPlaceable(
    viewer: Viewer,
    library: Library,
    categoryId: string,
    field = 'categoryId',
  ): Promise<CategoryRow> {
    const row = await this.deps.categories.byId(await this.scopeOf(viewer), categoryId);
    if (!row || row.owner_id !== library.ownerId || row.lib_type !== library.libType) {
      throw invalidField(field, 'is not a category of this library that you can see');
    }
    return row;
  }

  /** Every listed enterprise must exist, so a restriction never names nobody by mistake. */
  private async assertEnterprises(ids: string[], field: string) {
    const known = new Set((await this.deps.categories.enterpriseNames(ids)).map((e) => e.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw invalidField(field, `names unknown enterprises: ${unknown.join(', ')}`);
  }

  private parentIn(viewer: Viewer, library: Library, parentId: string) {
    return this.assertPlaceable(viewer, library, parentId, 'parentId');
  }
}

export const libraryOf = (row: { lib_type: LibraryKind; owner_id: string }): Library => ({
  libType: row.lib_type,
  ownerId: row.owner_id,
});

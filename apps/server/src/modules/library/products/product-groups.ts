import { invalidField, notFound } from '../../../http/errors.ts';
import { newId } from '../../../lib/ids.ts';
import type { Library, LibraryAccess } from '../access.ts';
import type { LibraryAssets } from '../assets.ts';
import type { Viewer } from '../viewer.ts';
import { presentOption } from './product.presenter.ts';
import type { ProductsRepository } from './products.repository.ts';
import type { ProductsService } from './products.service.ts';

export interface ProductGroupsDeps {
  products: ProductsRepository;
  service: ProductsService;
  access: LibraryAccess;
  assets: LibraryAssets;
}

/** Product groups: the members of one group are the options of one product (at most five). */
export class ProductGroupsService {
  constructor(private readonly deps: ProductGroupsDeps) {}

  async create(viewer: Viewer, input: Library & { name: string; productIds: string[] }) {
    await this.deps.access.assert(viewer, input, 'contribute');
    for (const id of input.productIds) {
      const row = await this.deps.service.writable(viewer, id);
      if (row.owner_id !== input.ownerId)
        throw invalidField('productIds', `${id} is not a product of this library`);
    }
    const id = newId();
    await this.deps.products.createGroup(
      { id, lib_type: input.libType, owner_id: input.ownerId, name: input.name },
      [...new Set(input.productIds)],
    );
    return this.present(viewer, id);
  }

  async setOptionName(viewer: Viewer, groupId: string, productId: string, optionName: string) {
    const row = await this.deps.service.writable(viewer, productId);
    if (row.group_id !== groupId) throw notFound('option of this group');
    await this.deps.products.update(productId, { option_name: optionName });
    return this.present(viewer, groupId);
  }

  private async present(viewer: Viewer, groupId: string) {
    const group = await this.deps.products.group(groupId);
    if (!group) throw notFound('product group');
    const options = await this.deps.products.options(await this.deps.service.scopeOf(viewer), [groupId]);
    return {
      id: group.id,
      name: group.name,
      options: options.map((o) => presentOption(o, this.deps.assets)),
    };
  }
}

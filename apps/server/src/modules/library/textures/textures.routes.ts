import { libraryAssetRoutes as r } from '@roomcraft/contract';
import { bind } from '../../../http/routes.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import { viewerOf } from '../viewer.ts';

/** The maps a finish or texture may carry; albedo alone is required. */
export const DEFAULT_TEXTURE_TYPES = [
  { type: 'albedo', required: true, colorSpace: 'srgb', description: 'base colour' },
  {
    type: 'normal',
    required: false,
    colorSpace: 'linear',
    description: 'surface relief (OpenGL convention)',
  },
  { type: 'roughness', required: false, colorSpace: 'linear', description: 'black glossy, white matte' },
  { type: 'metalness', required: false, colorSpace: 'linear', description: 'black dielectric, white metal' },
  { type: 'height', required: false, colorSpace: 'linear', description: 'displacement, white high' },
] as const;

const SURFACES = new Set(['FINISH', 'TEXTURE']);

export function textureBindings(products: ProductsService, categories: CategoriesService) {
  return [
    bind(r.textureDefaultTypes, async () => ({ types: [...DEFAULT_TEXTURE_TYPES] })),
    bind(r.texturesByCategories, async ({ principal, params, query }) => {
      const viewer = viewerOf(principal);
      const [list, found] = await Promise.all([
        categories.list(viewer, params.id, {}),
        products.all(viewer, { ownerIds: [params.id], type: query.type }),
      ]);
      const surfaces = found.filter((p) => SURFACES.has(p.type));
      const groups = list
        .map((category) => ({ category, products: surfaces.filter((p) => p.categoryId === category.id) }))
        .filter((g) => g.products.length > 0);
      const loose = surfaces.filter((p) => !list.some((c) => c.id === p.categoryId));
      return { categories: loose.length ? [...groups, { category: null, products: loose }] : groups };
    }),
  ];
}

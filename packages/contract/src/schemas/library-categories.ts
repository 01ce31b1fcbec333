import { z } from 'zod';
import { DirectoryOrder, ProductTypeV2 } from '../enums.ts';
import { Id, IsoDate } from './common.ts';
import { LibraryScope, OwnerId } from './library.ts';

const CategoryName = z.string().trim().min(1).max(100);

export const CategoryVisibility = z.object({
  enterpriseRestricted: z
    .boolean()
    .describe('only the listed enterprises see it (partners, or public-library readers)'),
  enterpriseIds: z.array(Id),
  individualRestricted: z
    .boolean()
    .describe('only the listed members (and managers) of its enterprise see it'),
  userIds: z.array(Id),
});

export const Category = z.object({
  id: Id,
  libType: LibraryScope,
  ownerId: OwnerId,
  parentId: Id.nullable(),
  name: z.string(),
  productType: z.enum(ProductTypeV2).nullable(),
  image: z.string().nullable(),
  position: z.number().int(),
  depth: z.number().int().describe('0 for a root category'),
  childCount: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  visibility: CategoryVisibility.optional().describe('present on the /individual variants (managers)'),
  productCount: z
    .number()
    .int()
    .optional()
    .describe('products in it and its subcategories that the caller sees; only when asked (withCounts)'),
});
export type Category = z.infer<typeof Category>;
export type CategoryNode = Category & { children: CategoryNode[] };
export const CategoryNode: z.ZodType<CategoryNode> = Category.extend({
  get children() {
    return z.array(CategoryNode);
  },
});

export const CategoryAnswer = z.object({ category: Category });
export const CategoryWithChildrenAnswer = z.object({ category: Category, children: z.array(Category) });
export const CategoriesAnswer = z.object({ categories: z.array(Category) });
export const CategoryTreeAnswer = z.object({ categories: z.array(CategoryNode) });
export const CategoryIdsAnswer = z.object({ ids: z.array(Id) });
export const CategoryPathAnswer = z.object({ path: z.array(Category.pick({ id: true, name: true })) });
export const CategoryFullNamesAnswer = z.object({
  fullNames: z.array(z.object({ id: Id, fullName: z.string(), path: z.array(z.string()) })),
});
export const PartnerCategoriesAnswer = z.object({
  partners: z.array(
    z.object({ enterprise: z.object({ id: Id, name: z.string() }), categories: z.array(Category) }),
  ),
});

const WithCounts = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true')
  .describe('`true` adds each category’s productCount (docs/decisions/library-categories.md)');

export const CategorySortQuery = z.object({ sortBy: z.enum(DirectoryOrder).default('CUSTOM_ASC') });
export const CategoryTypeQuery = z.object({ type: z.enum(ProductTypeV2).optional() });
export const CategoryTreeQuery = CategoryTypeQuery.extend({ withCounts: WithCounts });
export const RootCategoriesQuery = CategorySortQuery.extend({
  currentEnterpriseId: Id.optional().describe('the enterprise the caller works in (partners variant)'),
  type: z.enum(ProductTypeV2).optional(),
  withCounts: WithCounts,
});
export const FullNameQuery = z.object({
  categoryIds: z.union([Id, z.array(Id)]).transform((v) => (Array.isArray(v) ? v : [v])),
});

export const CreateCategoryBody = z
  .object({
    libType: LibraryScope,
    ownerId: OwnerId,
    parentId: Id.nullable().default(null),
    name: CategoryName,
    productType: z.enum(ProductTypeV2).nullable().default(null),
  })
  .strict();
export const RenameCategoryBody = z.object({ name: CategoryName }).strict();
export const MoveCategoryBody = z
  .object({ parentId: Id.nullable(), position: z.number().int().min(0).max(100_000).optional() })
  .strict();
export const EnterpriseVisibilityBody = z
  .object({ restricted: z.boolean(), enterpriseIds: z.array(Id).max(500).default([]) })
  .strict();
export const IndividualVisibilityBody = z
  .object({ restricted: z.boolean(), userIds: z.array(Id).max(500).default([]) })
  .strict();
export const PublicLibraryVisibilitiesAnswer = z.object({
  categories: z.array(
    z.object({
      id: Id,
      name: z.string(),
      restricted: z.boolean(),
      visible: z.boolean().describe('whether the enterprise of the path sees it'),
      enterpriseIds: z.array(Id),
    }),
  ),
});
export const DeleteCategoryAnswer = z.object({
  deletedCategoryIds: z.array(Id),
  movedProducts: z.number().int().describe('products moved to the parent of the deleted category'),
});

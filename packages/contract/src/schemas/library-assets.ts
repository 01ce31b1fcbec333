import { z } from 'zod';
import { ProductStatus } from '../enums.ts';
import { Id, IsoDate } from './common.ts';
import { Category } from './library-categories.ts';
import { EditorAsset, Product } from './library-products.ts';
import { IssuedOpenApiKeyAnswer, OpenApiKeysAnswer } from './open-api.ts';

/** The PBR maps a finish or texture may carry (compatibility notes: up to five). */
export const TextureMapType = z.enum(['albedo', 'normal', 'roughness', 'metalness', 'height']);
export type TextureMapType = z.infer<typeof TextureMapType>;
export const TextureDefaultTypesAnswer = z.object({
  types: z.array(
    z.object({
      type: TextureMapType,
      required: z.boolean(),
      colorSpace: z.enum(['srgb', 'linear']),
      description: z.string(),
    }),
  ),
});
export const TexturesByCategoryAnswer = z.object({
  categories: z.array(z.object({ category: Category.nullable(), products: z.array(Product) })),
});

export const ProcessingStatus = z.object({
  productId: Id,
  status: z.enum(ProductStatus),
  failureReason: z.string().nullable(),
  jobId: Id.nullable(),
  attempts: z.number().int(),
  updatedAt: IsoDate,
});
export const ProcessingStatusAnswer = z.object({ processing: ProcessingStatus });

/** The cylinder calls answer what a 3D or AR viewer needs: names, the models and the images. */
export const CylinderProduct = z.object({
  id: Id,
  name: z.string(),
  status: z.enum(ProductStatus),
  mmWidth: z.number().int().nullable(),
  mmDepth: z.number().int().nullable(),
  mmHeight: z.number().int().nullable(),
  editorAsset: EditorAsset,
});
export const CylinderProductAnswer = z.object({ product: CylinderProduct });
export const CylinderImageAnswer = z.object({
  image: z.object({
    productId: Id,
    url: z.string(),
    angles: z.array(z.object({ angle: z.string(), url: z.string() })),
  }),
});
/** The cylinder's key calls answer the open API's keys: one store (docs/decisions/open-api.md). */
export const ApiKeysAnswer = OpenApiKeysAnswer;
export const IssuedApiKeyAnswer = IssuedOpenApiKeyAnswer;
export const ApiKeysQuery = z.object({ enterpriseId: Id });
export const CreateApiKeyBody = z
  .object({ enterpriseId: Id, name: z.string().trim().min(1).max(100) })
  .strict();

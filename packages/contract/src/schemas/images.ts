import { z } from 'zod';
import { ImageCharacteristic, ImageType } from '../enums.ts';
import { Id, IsoDate } from './common.ts';
import { RenderStandIn } from './render-stand-ins.ts';

/** An image (compatibility notes): a render or an upload, with the products seen in it. */
export const Image = z.object({
  id: Id,
  uuid: z.string(),
  userId: Id,
  projectId: Id.nullable(),
  name: z.string(),
  type: z.enum(ImageType),
  status: z.enum(['CREATING', 'DONE', 'FAILED']),
  imageUrl: z.string().nullable().describe('takes w, h, f (jpeg, png, webp) and q to resize and convert'),
  thumbnailUrl: z.string().nullable(),
  floorplanId: z.string().nullable(),
  /** The render job that made it; null for uploads and pictures taken in the editor. */
  renderJobId: Id.nullable(),
  resolution: z.object({ x: z.number().int(), y: z.number().int() }),
  items: z.array(
    z.object({
      productId: Id,
      characteristic: z.enum(ImageCharacteristic).optional(),
      position: z.object({ x: z.number(), y: z.number(), z: z.number() }).optional(),
    }),
  ),
  /** For a render: the products it drew as boxes because their models could not be had. */
  standIns: z.array(RenderStandIn),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Image = z.infer<typeof Image>;

export const ImageAnswer = z.object({ image: Image });
export const ImagesAnswer = z.object({ images: z.array(Image) });
export const ImageListQuery = z.object({
  projectId: Id,
  type: z.enum(ImageType).optional(),
  characteristic: z
    .enum(ImageCharacteristic)
    .optional()
    .describe('only images showing at least one product of this characteristic'),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const ImageFileQuery = z.object({
  variant: z.enum(['full', 'thumbnail']).default('full'),
  w: z.coerce.number().int().min(16).max(8192).optional(),
  h: z.coerce.number().int().min(16).max(8192).optional(),
  f: z.enum(['jpeg', 'png', 'webp']).optional(),
  q: z.coerce.number().int().min(30).max(100).default(85),
});

export const ImageItemsBody = z.object({
  items: z
    .array(
      z.object({
        productId: Id,
        characteristic: z.enum(ImageCharacteristic).default('ITEM'),
        position: z.object({ x: z.number(), y: z.number(), z: z.number() }).optional(),
      }),
    )
    .max(300),
});
export const MyImagesQuery = z.object({
  type: z.enum(ImageType).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const ImageStatsQuery = z.object({ enterpriseId: Id.optional(), userId: Id.optional() });
export const ImageStatsAnswer = z.object({
  stats: z.object({ total: z.number().int(), byType: z.record(z.string(), z.number().int()) }),
});
export const DataUploadBody = z.object({
  projectId: Id,
  name: z.string().trim().min(1).max(120),
  type: z.enum(ImageType).default('RENDER_SHOT'),
  /** A picture from the editor's canvas ("take picture"), PNG, JPEG or WebP, at most 10 MB. */
  dataUrl: z
    .string()
    .max(14_000_000)
    .regex(/^data:image\/(png|jpeg|webp);base64,/, 'expected a PNG, JPEG or WebP data URL'),
});

export const UpscaleBody = z.object({
  imageIds: z.array(Id).min(1).max(20),
  scale: z.union([z.literal(2), z.literal(4)]),
});

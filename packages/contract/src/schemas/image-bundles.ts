import { z } from 'zod';
import { BundleType, ImageBundleType } from '../enums.ts';
import { Id, IsoDate } from './common.ts';
import { Image } from './images.ts';

/** One entry of a bundle: an image with what it shows (docs/decisions/image-bundles.md). */
export const Card = z.object({
  id: Id,
  bundleId: Id,
  position: z.number().int(),
  bundleType: z.enum(BundleType),
  image: Image,
  productIds: z.array(Id),
});
export type Card = z.infer<typeof Card>;

export const ImageBundleBrief = z.object({
  id: Id,
  projectId: Id,
  name: z.string(),
  type: z.enum(ImageBundleType),
  public: z.boolean(),
  imageCount: z.number().int(),
  coverUrl: z.string().nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const ImageBundleFull = ImageBundleBrief.extend({ description: z.string(), cards: z.array(Card) });

export const ImageBundleBody = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().max(2000).default(''),
  type: z.enum(ImageBundleType).default('BUNDLE'),
  public: z.boolean().default(false),
  images: z
    .array(z.object({ imageId: Id, bundleType: z.enum(BundleType).default('THREE_D_IMAGE') }))
    .max(200)
    .default([]),
});

export const BundleAnswer = z.object({ imageBundle: ImageBundleFull });
export const BundleBriefAnswer = z.object({ imageBundle: ImageBundleBrief });
export const BundlesAnswer = z.object({ imageBundles: z.array(ImageBundleBrief) });
export const BundleImagesAnswer = z.object({ images: z.array(Image) });
export const SortBody = z.object({ cardIds: z.array(Id).min(1).max(200) });
export const MoveCardBody = z.object({ toBundleId: Id, position: z.number().int().min(0).optional() });
export const ReplaceImageBody = z.object({ imageId: Id });
export const CardAnswer = z.object({ card: Card });
export const CopyCardBody = z.object({ toBundleId: Id.optional() });
export const SwapProductsBody = z.object({ fromProductId: Id, toProductId: Id });

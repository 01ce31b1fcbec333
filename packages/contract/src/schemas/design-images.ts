import { z } from 'zod';
import { Id } from './common.ts';

/** A design image's id: a fresh id and the image's format, e.g. `4kQ…Zt.png` (fits the document's 64 characters). */
export const DesignImageId = z
  .string()
  .regex(/^[A-Za-z0-9]{8,40}\.(png|jpeg|webp)$/, 'is not a design image id');

export const DesignImageParams = z.object({ id: Id, blobId: DesignImageId });

/** A stored design image: the id the design keeps (e.g. in a floor's tracingImage) and its size. */
export const DesignImageAnswer = z.object({
  blobId: DesignImageId,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type DesignImageAnswer = z.infer<typeof DesignImageAnswer>;

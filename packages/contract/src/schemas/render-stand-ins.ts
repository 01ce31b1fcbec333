import { z } from 'zod';
import { Id } from './common.ts';

/** Why a render drew a product as a box: it has no processed model, or its model cannot be read. */
export const StandInReason = z.enum(['no_model', 'unreadable']);

/** A product a render drew as a grey box of its size instead of its model, and why. */
export const RenderStandIn = z.object({
  productId: Id,
  /** The product's name when it still exists. */
  name: z.string().nullable(),
  reason: StandInReason,
  /** The technical cause, in English (for support). */
  detail: z.string(),
  /** The placed items that showed it. */
  itemIds: z.array(z.string()),
});
export type RenderStandIn = z.infer<typeof RenderStandIn>;

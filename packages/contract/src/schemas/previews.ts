import { z } from 'zod';
import { Id, IsoDate } from './common.ts';

/** How a product is shown in its quick-look viewer (docs/decisions/previews.md). */
export const PreviewSettings = z.object({
  camera: z.object({
    yawDeg: z.number().min(-360).max(360),
    pitchDeg: z.number().min(-89).max(89),
    distanceMm: z.number().positive().max(50_000),
  }),
  background: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour as #rrggbb'),
  environment: z.enum(['STUDIO', 'DAYLIGHT', 'EVENING']),
  optionId: Id.nullable(),
});

export const Preview = z.object({
  id: Id,
  productId: Id,
  ownerId: Id,
  enterpriseId: Id.nullable(),
  name: z.string(),
  settings: PreviewSettings,
  snapshotCount: z.number().int(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export const PreviewBody = z.object({
  productId: Id,
  name: z.string().trim().min(1).max(120),
  settings: PreviewSettings,
});
export const PreviewAnswer = z.object({ preview: Preview });
export const PreviewsAnswer = z.object({ previews: z.array(Preview) });

export const PreviewSnapshot = z.object({
  id: Id,
  previewId: Id,
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string(),
  position: z.number().int(),
  createdAt: IsoDate,
});
export const SnapshotBody = z.object({
  previewId: Id,
  /** The viewer's canvas as a data URL (PNG or JPEG), at most 5 MB. */
  dataUrl: z
    .string()
    .max(7_000_000)
    .regex(/^data:image\/(png|jpeg|webp);base64,/, 'expected a PNG, JPEG or WebP data URL'),
  caption: z.string().max(300).default(''),
});
export const UpdateSnapshotBody = z
  .object({ caption: z.string().max(300).optional(), position: z.number().int().min(0).optional() })
  .strict();
export const SnapshotAnswer = z.object({ snapshot: PreviewSnapshot });
export const SnapshotsAnswer = z.object({ snapshots: z.array(PreviewSnapshot) });
export const DeleteSnapshotsBody = z.object({ ids: z.array(Id).min(1).max(100) });

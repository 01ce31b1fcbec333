import type { Design } from '@roomcraft/scene';
import type { ImageType, RenderQuotaTier } from './enums.ts';
import type { RenderJobCamera } from './schemas/renders.ts';

type Tier = (typeof RenderQuotaTier)[number];

/** Output size and Cycles samples of each quota tier (docs/decisions/rendering.md). */
export const RENDER_TIERS: Record<
  Tier,
  { width: number; height: number; samples: number; panorama: boolean }
> = {
  'standard-render': { width: 1280, height: 720, samples: 64, panorama: false },
  'hd-render': { width: 1920, height: 1080, samples: 128, panorama: false },
  '4k-render': { width: 3840, height: 2160, samples: 192, panorama: false },
  '8k-render': { width: 7680, height: 4320, samples: 256, panorama: false },
  '6k-panorama': { width: 6144, height: 3072, samples: 96, panorama: true },
  '12k-panorama': { width: 12288, height: 6144, samples: 128, panorama: true },
  '24k-panorama': { width: 24576, height: 12288, samples: 160, panorama: true },
};

type RenderTier = Exclude<Tier, `${string}-panorama`>;

/**
 * Light-map atlas side (pixels) and Cycles bake samples of each render tier, for type 4 Baking
 * (docs/decisions/rendering.md). One atlas covers the whole floor, so it stays modest.
 */
export const BAKE_TIERS: Record<RenderTier, { lightmapSize: number; samples: number }> = {
  'standard-render': { lightmapSize: 512, samples: 32 },
  'hd-render': { lightmapSize: 1024, samples: 64 },
  '4k-render': { lightmapSize: 2048, samples: 96 },
  '8k-render': { lightmapSize: 2048, samples: 256 },
};

/** The ImageType an image of each RenderImageType gets. */
export const IMAGE_TYPE_OF_RENDER: Record<number, (typeof ImageType)[number]> = {
  0: 'RENDER_SHOT',
  1: 'TOP_VIEW',
  2: 'PANORAMA',
  3: 'TOUR_720',
  4: 'BAKING',
  5: 'BIRDVIEW',
};

/** A camera in the renderer frame: metres, glTF axes (Y up, Z = plan y). */
export interface SceneCamera {
  kind: 'perspective' | 'orthographic' | 'panorama';
  position: [number, number, number];
  target: [number, number, number];
  fovDeg?: number;
  orthoScale?: number;
}

/**
 * What a render job carries from the request to the worker, frozen when it is queued, so a design
 * edited afterwards does not change a render already asked for.
 */
export interface RenderJobSpec {
  /** Read back through `loadStoredDesign`: a job queued before a format upgrade still renders. */
  design: Design;
  designVersion: number;
  floorId: string;
  camera: SceneCamera;
  cameraName: string | null;
  /** The camera as asked for, in plan millimetres (absent on jobs queued before it was kept). */
  planCamera?: RenderJobCamera;
  width: number;
  height: number;
  samples: number;
  /** Whether ceilings are drawn (not for views from above). */
  ceilings: boolean;
}

/** An upscaling job: which picture, how much larger, and the size it will have. */
export interface UpscaleJobSpec {
  sourceImageId: string;
  scale: 2 | 4;
  width: number;
  height: number;
  cameraName: null;
}

/** Upscaled pictures stop at this many pixels a side. */
export const MAX_UPSCALED_SIDE = 16384;

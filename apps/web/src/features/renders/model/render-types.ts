import { type ImageType, RenderImageType } from '@roomcraft/contract';
import {
  type Icon,
  IconCamera,
  IconDrone,
  IconLayoutBoardSplit,
  IconRoute,
  IconView360,
  IconWalk,
} from '@tabler/icons-react';

export type RenderTypeKey = 'shot' | 'top' | 'panorama' | 'tour' | 'bird' | 'bake';

/** One kind of render the dialog offers. */
export interface RenderTypeInfo {
  type: number;
  key: RenderTypeKey;
  imageType: (typeof ImageType)[number];
  icon: Icon;
  /** Cameras a request needs; top and bird views frame the floor by themselves. */
  minCameras: number;
  /** Only Cycles can make it (a bake is Cycles' light baked into textures). */
  cyclesOnly?: boolean;
}

export const RENDER_TYPES: RenderTypeInfo[] = [
  {
    type: RenderImageType.Rendershot,
    key: 'shot',
    imageType: 'RENDER_SHOT',
    icon: IconCamera,
    minCameras: 1,
  },
  {
    type: RenderImageType.Topview,
    key: 'top',
    imageType: 'TOP_VIEW',
    icon: IconLayoutBoardSplit,
    minCameras: 0,
  },
  { type: RenderImageType.Birdview, key: 'bird', imageType: 'BIRDVIEW', icon: IconDrone, minCameras: 0 },
  {
    type: RenderImageType.Panorama,
    key: 'panorama',
    imageType: 'PANORAMA',
    icon: IconView360,
    minCameras: 1,
  },
  { type: RenderImageType.Tour720, key: 'tour', imageType: 'TOUR_720', icon: IconRoute, minCameras: 2 },
  {
    type: RenderImageType.Baking,
    key: 'bake',
    imageType: 'BAKING',
    icon: IconWalk,
    minCameras: 0,
    cyclesOnly: true,
  },
];

export const renderTypeOf = (type: number): RenderTypeInfo =>
  RENDER_TYPES.find((t) => t.type === type) ?? RENDER_TYPES[0]!;

export const renderTypeOfImage = (imageType: string): RenderTypeInfo =>
  RENDER_TYPES.find((t) => t.imageType === imageType) ?? RENDER_TYPES[0]!;

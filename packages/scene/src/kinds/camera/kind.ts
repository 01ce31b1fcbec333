import { defineKind } from '../kind.ts';
import { CameraSchema } from './schema.ts';

/** Cameras: their actions, geometry and drawing live beside this file (docs/decisions/design-kinds.md). */
export const cameraKind = defineKind({ name: 'camera', list: 'cameras', schema: CameraSchema });

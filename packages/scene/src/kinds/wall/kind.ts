import { defineKind } from '../kind.ts';
import { WallSchema } from './schema.ts';

/** Walls: their actions, geometry and drawing live beside this file (docs/decisions/design-kinds.md). */
export const wallKind = defineKind({ name: 'wall', list: 'walls', schema: WallSchema });

import { defineKind } from '../kind.ts';
import { LightSchema } from './schema.ts';

/** Lights: their actions, geometry and drawing live beside this file (docs/decisions/design-kinds.md). */
export const lightKind = defineKind({ name: 'light', list: 'lights', schema: LightSchema });

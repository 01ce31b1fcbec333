import { defineKind } from '../kind.ts';
import { OpeningSchema } from './schema.ts';

/** Openings: their actions, geometry and drawing live beside this file (docs/decisions/design-kinds.md). */
export const openingKind = defineKind({ name: 'opening', list: 'openings', schema: OpeningSchema });

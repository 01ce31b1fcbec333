import { defineKind } from '../kind.ts';
import { ItemSchema } from './schema.ts';

/** Items: their actions, geometry and drawing live beside this file (docs/decisions/design-kinds.md). */
export const itemKind = defineKind({ name: 'item', list: 'items', schema: ItemSchema });

import { defineKind } from '../kind.ts';
import { RoomSchema } from './schema.ts';

/** Rooms: their actions, geometry and drawing live beside this file (docs/decisions/design-kinds.md). */
export const roomKind = defineKind({ name: 'room', list: 'rooms', schema: RoomSchema });

import { ROOM_TYPE_NAMES, RoomType, type RoomTypeItem } from '@roomcraft/contract';
import type { RoomTypeValue } from '@roomcraft/scene';

/** One choice in the room type list. */
export interface RoomTypeOption {
  readonly value: RoomTypeValue;
  readonly label: string;
  /** The enterprise's own type rather than a common one. */
  readonly own: boolean;
}

/** The value a space stores for a listed type: the code of a common type, `custom:<id>` for an own one. */
export const roomTypeValue = (item: RoomTypeItem): RoomTypeValue =>
  item.code === 'CUSTOM' ? `custom:${item.id}` : item.code;

const nameIn = (item: Pick<RoomTypeItem, 'name' | 'nameKo'>, korean: boolean) =>
  korean && item.nameKo ? item.nameKo : item.name;

/**
 * The types a person may choose, in the server's order (common types, then the enterprise's own,
 * or the enterprise's saved order). Without a list (loading, failed, no enterprise) the common
 * types from the contract. "No type" comes first. Retired (soft-deleted) types are not offered.
 */
export function roomTypeOptions(
  items: readonly RoomTypeItem[] | undefined,
  korean: boolean,
): RoomTypeOption[] {
  const none: RoomTypeOption = {
    value: 'NONE',
    label: nameIn({ name: ROOM_TYPE_NAMES.NONE.en, nameKo: ROOM_TYPE_NAMES.NONE.ko }, korean),
    own: false,
  };
  if (!items) {
    return [
      none,
      ...RoomType.filter((code) => code !== 'NONE').map((code) => ({
        value: code,
        label: korean ? ROOM_TYPE_NAMES[code].ko : ROOM_TYPE_NAMES[code].en,
        own: false,
      })),
    ];
  }
  return [
    none,
    ...items
      .filter((item) => !item.deleted && item.code !== 'NONE')
      .map((item) => ({
        value: roomTypeValue(item),
        label: nameIn(item, korean),
        own: item.code === 'CUSTOM',
      })),
  ];
}

/**
 * The name of a room type a space holds, retired own types included (they keep their name on the
 * spaces that use them). A type the list no longer knows (hard-deleted) reads as no type.
 */
export function roomTypeLabel(
  value: RoomTypeValue,
  items: readonly RoomTypeItem[] | undefined,
  korean: boolean,
): string {
  if (!value.startsWith('custom:')) {
    const code = value as keyof typeof ROOM_TYPE_NAMES;
    const names = ROOM_TYPE_NAMES[code] ?? ROOM_TYPE_NAMES.NONE;
    const listed = items?.find((item) => item.code === code);
    return listed ? nameIn(listed, korean) : korean ? names.ko : names.en;
  }
  const item = items?.find((i) => i.code === 'CUSTOM' && `custom:${i.id}` === value);
  if (item) return nameIn(item, korean);
  return korean ? ROOM_TYPE_NAMES.NONE.ko : ROOM_TYPE_NAMES.NONE.en;
}

/**
 * The name a plan shows for a room: its own, else its type's, else `unnamed` (the editor's plan,
 * its exports and the shared project page all label rooms by this).
 */
export function roomDisplayName(
  room: { readonly name: string; readonly type: RoomTypeValue },
  items: readonly RoomTypeItem[] | undefined,
  korean: boolean,
  unnamed: string,
): string {
  return room.name || (room.type !== 'NONE' ? roomTypeLabel(room.type, items, korean) : unnamed);
}

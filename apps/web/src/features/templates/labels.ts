import { ROOM_TYPE_NAMES } from '@roomcraft/contract';
import type { TFunction } from 'i18next';

/** A room type's name in the reader's language (custom types show as they are). */
export function roomTypeName(type: string, korean: boolean): string {
  const names = ROOM_TYPE_NAMES[type as keyof typeof ROOM_TYPE_NAMES];
  return names ? (korean ? names.ko : names.en) : type;
}

/** "{name} modified {fields}." with the fields in the reader's language. */
export function historyNote(t: TFunction, name: string, fields: readonly string[]): string {
  const named = fields.map((f) => t(`templates.fields.${f}` as 'templates.fields.name', { defaultValue: f }));
  return t('templates.detail.historyNote', { name, fields: named.join(', ') });
}

import type { RoomTypeItem } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import { roomTypeLabel, roomTypeOptions } from './room-type-options.ts';

const item = (over: Partial<RoomTypeItem>): RoomTypeItem => ({
  id: 'LIVING',
  code: 'LIVING',
  name: 'Living room',
  nameKo: '거실',
  common: true,
  enterpriseId: null,
  deleted: false,
  order: 0,
  createdAt: null,
  ...over,
});

const list = [
  item({}),
  item({ id: 'BEDROOM', code: 'BEDROOM', name: 'Bedroom', nameKo: '침실', order: 1 }),
  item({
    id: 'rt1',
    code: 'CUSTOM',
    name: 'Showroom',
    nameKo: '쇼룸',
    common: false,
    enterpriseId: 'e1',
    order: 2,
  }),
  item({ id: 'rt2', code: 'CUSTOM', name: 'Old lab', nameKo: null, common: false, deleted: true, order: 3 }),
];

describe('room type choices', () => {
  it('offers no type, then the listed types in order, own ones as custom:<id>, retired ones left out', () => {
    expect(roomTypeOptions(list, false)).toEqual([
      { value: 'NONE', label: 'Unassigned', own: false },
      { value: 'LIVING', label: 'Living room', own: false },
      { value: 'BEDROOM', label: 'Bedroom', own: false },
      { value: 'custom:rt1', label: 'Showroom', own: true },
    ]);
    expect(roomTypeOptions(list, true).map((o) => o.label)).toEqual(['미지정', '거실', '침실', '쇼룸']);
  });

  it('falls back to the common types of the contract without a list', () => {
    const options = roomTypeOptions(undefined, false);
    expect(options[0]).toEqual({ value: 'NONE', label: 'Unassigned', own: false });
    expect(options).toHaveLength(30);
    expect(options.find((o) => o.value === 'KITCHEN')?.label).toBe('Kitchen');
  });

  it('names retired types on the spaces using them, and unknown ones as no type', () => {
    expect(roomTypeLabel('custom:rt2', list, true)).toBe('Old lab');
    expect(roomTypeLabel('custom:gone', list, false)).toBe('Unassigned');
    expect(roomTypeLabel('BEDROOM', list, true)).toBe('침실');
    expect(roomTypeLabel('GARAGE', undefined, false)).toBe('Garage');
  });
});

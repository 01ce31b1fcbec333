import { describe, expect, it } from 'vitest';
import { moved, parseRoomTypeLines } from './room-type-edits.ts';

describe('room type edits', () => {
  it('reads one type a line with an optional Korean name, skipping blanks and repeats', () => {
    expect(parseRoomTypeLines('Showroom | 쇼룸\n\n  Studio  \nshowroom\nLab|')).toEqual([
      { name: 'Showroom', nameKo: '쇼룸' },
      { name: 'Studio' },
      { name: 'Lab' },
    ]);
    expect(parseRoomTypeLines('x'.repeat(80))[0]!.name).toHaveLength(60);
    expect(parseRoomTypeLines(' \n | 쇼룸')).toEqual([]);
  });

  it('moves an entry down or up, keeping the others in order', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

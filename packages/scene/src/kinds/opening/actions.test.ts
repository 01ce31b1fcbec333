import { describe, expect, it } from 'vitest';
import { designOf, rectangleFloor } from '../../document/test-designs.ts';
import { addOpening, deleteOpenings, flipOpening, moveOpening, setOpeningProps } from './actions.ts';
import { isDoor, openingDefaults } from './schema.ts';

const base = () => designOf(rectangleFloor(4000, 3000));
const openings = (d: ReturnType<typeof base>) => d.floors[0]!.openings;
const ends = (o: { offset: number; width: number }) => [o.offset - o.width / 2, o.offset + o.width / 2];

describe('opening actions', () => {
  it('adds doors and windows with their type sizes, fitted inside the wall', () => {
    let d = addOpening(base(), { wallId: 'w1', editorTypeCode: 51, offset: 2000, id: 'door' });
    d = addOpening(d, { wallId: 'w2', editorTypeCode: 56, offset: 100, id: 'window' });
    const [door, window] = openings(d);
    expect(door).toMatchObject({
      width: 900,
      height: 2100,
      sillHeight: 0,
      openingDirection: 'PULL',
      handlePosition: 'LEFT',
    });
    expect(window).toMatchObject({ width: 1200, height: 1200, sillHeight: 900, offset: 600 });
    expect([isDoor(51), isDoor(54), isDoor(55), isDoor(58)]).toEqual([true, true, false, false]);
    expect(openingDefaults(54)).toEqual({ width: 2400, height: 2100, sillHeight: 0 });
    expect(() => addOpening(base(), { wallId: 'nope', editorTypeCode: 51, offset: 0 })).toThrow(/no wall/);
    expect(() => addOpening(base(), { wallId: 'w1', editorTypeCode: 10 as 51, offset: 0 })).toThrow(/51–58/);
  });

  it('never lets an opening pass either end of its wall when moved', () => {
    const d = addOpening(base(), { wallId: 'w1', editorTypeCode: 51, offset: 2000, id: 'door' });
    for (const offset of [-5000, 0, 449, 3551, 99999]) {
      const [lo, hi] = ends(openings(moveOpening(d, { openingId: 'door', offset }))[0]!);
      expect(lo).toBeGreaterThanOrEqual(0);
      expect(hi).toBeLessThanOrEqual(4000);
    }
    expect(openings(moveOpening(d, { openingId: 'door', offset: 1234 }))[0]!.offset).toBe(1234);
    const moved = openings(moveOpening(d, { openingId: 'door', offset: 5000, wallId: 'w2' }))[0]!;
    expect(moved).toMatchObject({ wallId: 'w2', offset: 3000 - 450 });
  });

  it('fits a widened opening inside its wall and keeps it there', () => {
    const d = addOpening(base(), { wallId: 'w2', editorTypeCode: 52, offset: 2500, id: 'slider' });
    const wide = openings(setOpeningProps(d, { openingIds: ['slider'], width: 5000 }))[0]!;
    expect(wide).toMatchObject({ width: 3000, offset: 1500 });
    const typed = setOpeningProps(d, { openingIds: ['slider'], productId: 'p1', handlePosition: 'RIGHT' });
    expect(openings(typed)[0]).toMatchObject({ productId: 'p1', handlePosition: 'RIGHT' });
    expect(
      openings(setOpeningProps(typed, { openingIds: ['slider'], productId: null }))[0]!.productId,
    ).toBeUndefined();
    expect(() => setOpeningProps(d, { openingIds: ['slider'], width: -1 })).toThrow(/positive/);
  });

  it('flips openings back and forth and deletes them', () => {
    const d = addOpening(base(), { wallId: 'w1', editorTypeCode: 51, offset: 2000, id: 'door' });
    const flipped = flipOpening(d, { openingIds: ['door'] });
    expect(openings(flipped)[0]!.flipped).toBe(true);
    expect(openings(flipOpening(flipped, { openingIds: ['door'] }))[0]).toEqual(openings(d)[0]);
    expect(openings(deleteOpenings(d, { openingIds: ['door', 'ghost'] }))).toEqual([]);
    expect(deleteOpenings(d, { openingIds: ['ghost'] })).toBe(d);
  });
});

import { describe, expect, it } from 'vitest';
import { CURRENT_DESIGN_VERSION } from '../document/design.ts';
import { applyPatch, diff } from './patch.ts';

describe('patch', () => {
  const before = {
    version: CURRENT_DESIGN_VERSION,
    floors: [
      { id: 'a', title: 'A', items: [{ archiId: 'i1', nickname: 'x', position: { x: 0, y: 0 } }] },
      { id: 'b', title: 'B', items: [] as unknown[] },
    ],
  };

  it('records only changed paths and round-trips both ways', () => {
    const after = {
      ...before,
      floors: [
        { ...before.floors[0]!, items: [{ archiId: 'i1', position: { x: 5, y: 0 } }] },
        { ...before.floors[1]!, items: [{ archiId: 'i2' }] },
      ],
    };
    const patch = diff(before, after);
    expect(patch.map((op) => op.path.join('.'))).toEqual([
      'floors.0.items.0.nickname',
      'floors.0.items.0.position.x',
      'floors.1.items',
    ]);
    const forward = applyPatch(before, patch, 'forward');
    expect(forward).toEqual(after);
    expect(Object.keys(forward.floors[0]!.items[0]!)).toEqual(['archiId', 'position']);
    expect(applyPatch(after, patch, 'backward')).toEqual(before);
  });

  it('shares untouched subtrees and leaves its input alone', () => {
    const after = { ...before, floors: [{ ...before.floors[0]!, title: 'A2' }, before.floors[1]!] };
    const frozen = structuredClone(before);
    const result = applyPatch(before, diff(before, after), 'forward');
    expect(result.floors[1]).toBe(before.floors[1]);
    expect(result.floors[0]!.items).toBe(before.floors[0]!.items);
    expect(before).toEqual(frozen);
  });

  it('replaces an object whole when its id changes (reordered floors)', () => {
    const after = { ...before, floors: [before.floors[1]!, before.floors[0]!] };
    const patch = diff(before, after);
    expect(patch.map((op) => op.path.join('.'))).toEqual(['floors.0', 'floors.1']);
    expect(applyPatch(before, patch, 'forward')).toEqual(after);
  });

  it('is empty for the same document', () => {
    expect(diff(before, before)).toEqual([]);
    expect(applyPatch(before, [], 'forward')).toBe(before);
  });
});

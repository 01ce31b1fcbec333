import { describe, expect, it } from 'vitest';
import { createEmptyDesign } from '../document/design.ts';
import { createId } from '../ids.ts';
import {
  ActionError,
  defineAction,
  floorOf,
  jsonEqual,
  mustFind,
  patchFields,
  updateEach,
  updateFloor,
} from './action.ts';

describe('action helpers', () => {
  it('defines a named action that runs as a plain function', () => {
    const retitle = defineAction(
      'retitle',
      (d, args: { title: string }) => updateFloor(d, undefined, (f) => ({ ...f, title: args.title })),
      {
        mergeKey: () => 'retitle',
      },
    );
    expect(retitle.actionName).toBe('retitle');
    expect(retitle.mergeKey?.({ title: 'x' })).toBe('retitle');
    expect(retitle(createEmptyDesign(), { title: 'Top' }).floors[0]!.title).toBe('Top');
  });

  it('finds floors and objects or throws an ActionError', () => {
    const d = createEmptyDesign({ floorId: 'f' });
    expect(floorOf(d).id).toBe('f');
    expect(() => floorOf(d, 'g')).toThrow(ActionError);
    expect(mustFind([{ archiId: 'a' }], 'a', 'thing')).toEqual({ archiId: 'a' });
    expect(() => mustFind([], 'a', 'thing')).toThrow('no thing has id a');
    expect(updateFloor(d, 'f', (f) => f)).toBe(d);
  });

  it('updates only listed objects and keeps the list when nothing changed', () => {
    const list = [
      { archiId: 'a', n: 1 },
      { archiId: 'b', n: 2 },
    ];
    expect(updateEach(list, ['b'], (x) => ({ ...x, n: 3 }))).toEqual([
      { archiId: 'a', n: 1 },
      { archiId: 'b', n: 3 },
    ]);
    expect(updateEach(list, ['b'], (x) => x)).toBe(list);
  });

  it('sets fields, removes them with null and keeps the object when values are equal', () => {
    const o: { a: number; b?: { x: number } } = { a: 1, b: { x: 1 } };
    expect(patchFields(o, { a: 1, b: { x: 1 } })).toBe(o);
    expect(patchFields(o, { a: 2 })).toEqual({ a: 2, b: { x: 1 } });
    expect(patchFields(o, { b: null })).toEqual({ a: 1 });
    expect(patchFields(o, { a: undefined })).toBe(o);
    expect([
      jsonEqual([1, { a: 2 }], [1, { a: 2 }]),
      jsonEqual({ a: 1 }, { a: 1, b: 2 }),
      jsonEqual([1], { 0: 1 }),
    ]).toEqual([true, false, false]);
  });

  it('makes 20-character random ids', () => {
    const ids = Array.from({ length: 500 }, createId);
    expect(ids.every((id) => /^[0-9a-z]{20}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(500);
  });
});

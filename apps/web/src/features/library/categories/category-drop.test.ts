import type { CategoryNode } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import { dropZoneAt, movesForDrop } from './category-drop.ts';

const node = (id: string, parentId: string | null, position: number, children: CategoryNode[] = []) =>
  ({ id, parentId, position, children }) as unknown as CategoryNode;

const b1 = node('b1', 'b', 0);
const tree = [node('a', null, 0), node('b', null, 1, [b1]), node('c', null, 2)];
const [a, b, c] = tree as [CategoryNode, CategoryNode, CategoryNode];

describe('dropping a category on the tree', () => {
  it('reads the top and bottom quarters of a row as beside it, the middle as inside', () => {
    expect([dropZoneAt(2, 40), dropZoneAt(20, 40), dropZoneAt(38, 40)]).toEqual([
      'before',
      'inside',
      'after',
    ]);
  });

  it('moves a category inside another as its last child', () => {
    expect(movesForDrop(tree, c, b, 'inside')).toEqual([{ id: 'c', parentId: 'b' }]);
  });

  it('reorders siblings: the dragged one first, then only those whose place changed', () => {
    expect(movesForDrop(tree, c, a, 'before')).toEqual([
      { id: 'c', parentId: null, position: 0 },
      { id: 'a', parentId: null, position: 1 },
      { id: 'b', parentId: null, position: 2 },
    ]);
    expect(movesForDrop(tree, a, b, 'after')).toEqual([
      { id: 'a', parentId: null, position: 1 },
      { id: 'b', parentId: null, position: 0 },
    ]);
  });

  it('places a child beside a root category at the top level', () => {
    expect(movesForDrop(tree, b1, c, 'after')[0]).toEqual({ id: 'b1', parentId: null, position: 3 });
  });

  it('sends a move under a descendant first, so the refusal changes nothing', () => {
    expect(movesForDrop(tree, b, b1, 'inside')).toEqual([{ id: 'b', parentId: 'b1' }]);
    expect(movesForDrop(tree, b, b1, 'before')[0]).toEqual({ id: 'b', parentId: 'b', position: 0 });
  });
});

import type { CategoryNode } from '@roomcraft/contract';
import type { CategoryMove } from '../api/categories.ts';

/** Where a dragged category lands on a row: above it, inside it (last child), or below it. */
export type DropZone = 'before' | 'inside' | 'after';

/** The zone under the pointer: the top and bottom quarters of a row place beside it, the rest inside. */
export function dropZoneAt(offsetY: number, height: number): DropZone {
  if (offsetY < height / 4) return 'before';
  if (offsetY > (height * 3) / 4) return 'after';
  return 'inside';
}

/**
 * The moves that put `dragged` at `zone` of `target`. Inside: one move under the target. Beside: the
 * dragged category first (so a refused move, under itself or a descendant, changes nothing), then
 * every sibling whose place changed, renumbered 0, 1, 2… because the server stores the position it is
 * given without shifting the others.
 */
export function movesForDrop(
  tree: readonly CategoryNode[],
  dragged: CategoryNode,
  target: CategoryNode,
  zone: DropZone,
): CategoryMove[] {
  if (dragged.id === target.id && zone !== 'inside') return [];
  if (zone === 'inside') return [{ id: dragged.id, parentId: target.id }];
  const siblings = (target.parentId ? findNode(tree, target.parentId)?.children : tree) ?? [];
  const order = siblings.filter((c) => c.id !== dragged.id);
  const at = order.findIndex((c) => c.id === target.id) + (zone === 'after' ? 1 : 0);
  order.splice(at, 0, dragged);
  const first = { id: dragged.id, parentId: target.parentId, position: at };
  const others = order
    .map((c, position) => ({ id: c.id, parentId: target.parentId, position, was: c.position }))
    .filter((m) => m.id !== dragged.id && m.position !== m.was)
    .map(({ was: _was, ...move }) => move);
  return [first, ...others];
}

export function findNode(nodes: readonly CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

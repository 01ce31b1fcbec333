import { type Floor, type ObjectRef, withGroups } from '@roomcraft/scene';

/**
 * The selection with every grouped item's fellow members added, so the plan picks, moves and
 * deletes a group as one, as the 3D view does.
 */
export function withItemGroups(floor: Floor, refs: readonly ObjectRef[]): ObjectRef[] {
  const items = refs.filter((r) => r.kind === 'item').map((r) => r.id);
  if (items.length === 0) return [...refs];
  const chosen = new Set(items);
  const added = withGroups(floor, items)
    .filter((id) => !chosen.has(id))
    .map((id): ObjectRef => ({ kind: 'item', id }));
  return [...refs, ...added];
}

/** The selection without `ref`, and without its whole group when it is a grouped item. */
export function withoutGroupOf(floor: Floor, selection: readonly ObjectRef[], ref: ObjectRef): ObjectRef[] {
  const dropped = new Set(ref.kind === 'item' ? withGroups(floor, [ref.id]) : []);
  return selection.filter(
    (r) => !(r.kind === ref.kind && r.id === ref.id) && !(r.kind === 'item' && dropped.has(r.id)),
  );
}

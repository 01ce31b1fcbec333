import { type Floor, indexFloor, type ObjectRef, type SizeOf } from '@roomcraft/scene';
import { refOutline } from '../drawing/ref-outline.ts';
import classes from './plan.module.css';

const CLASS_OF: Partial<Record<ObjectRef['kind'], string>> = {
  wall: classes.selectedWall,
  opening: classes.selectedOpening,
  room: classes.selectedRoom,
  item: classes.selectedOpening,
  camera: classes.selectedOpening,
};

/** Selected objects outlined in the accent colour, with handles on the ends of selected walls. */
export function SelectionLayer({
  floor,
  selection,
  sizeOf,
}: {
  floor: Floor;
  selection: readonly ObjectRef[];
  sizeOf: SizeOf;
}) {
  if (selection.length === 0) return null;
  const { points, walls } = indexFloor(floor);
  const handles = new Set<string>();
  const selectedCorners = new Set<string>();
  for (const ref of selection) {
    if (ref.kind === 'wall') for (const c of walls.get(ref.id)?.corners ?? []) handles.add(c);
    if (ref.kind === 'corner') selectedCorners.add(ref.id);
  }
  return (
    <g pointerEvents="none" data-testid="selection">
      {selection.map((ref) => {
        const d = refOutline(floor, ref, sizeOf);
        const className = CLASS_OF[ref.kind] ?? classes.selectedOpening;
        return d ? <path key={`${ref.kind}:${ref.id}`} className={className} d={d} /> : null;
      })}
      {[...handles].map((id) => {
        const p = points.get(id);
        return p && !selectedCorners.has(id) ? (
          <circle key={id} className={classes.handle} cx={p.x} cy={p.y} />
        ) : null;
      })}
      {[...selectedCorners].map((id) => {
        const p = points.get(id);
        return p ? <circle key={id} className={classes.handleSelected} cx={p.x} cy={p.y} /> : null;
      })}
    </g>
  );
}

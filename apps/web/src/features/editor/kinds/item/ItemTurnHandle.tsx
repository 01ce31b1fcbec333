import { add, frontAxis, scale } from '@roomcraft/scene';
import { useSyncExternalStore } from 'react';
import { linesOf } from '../../drawing/paths.ts';
import type { PlanEditor } from '../../model/plan-editor.ts';
import classes from '../../plan/plan.module.css';
import { itemFootprintOf } from './item-shapes.ts';
import { turnHandleAt } from './item-turn-handle.ts';

/** The round handle in front of the one selected item: dragging it turns the item (15° steps, Alt free). */
export function ItemTurnHandle({ editor, px }: { editor: PlanEditor; px: number }) {
  const snapshot = useSyncExternalStore(editor.store.subscribe, editor.store.getSnapshot);
  if (editor.readOnly) return null;
  const floor = editor.floor;
  const handle = turnHandleAt(floor, snapshot.selection, editor.sizeOf, px);
  if (!handle) return null;
  const f = itemFootprintOf(handle.item, editor.sizeOf);
  const edge = add(f.center, scale(frontAxis(f.angle), f.halfDepth));
  return (
    <g data-testid="item-turn-handle">
      <path className={classes.turnStem} d={linesOf([[edge, handle.point]])} />
      <circle className={classes.handle} cx={handle.point.x} cy={handle.point.y} />
    </g>
  );
}

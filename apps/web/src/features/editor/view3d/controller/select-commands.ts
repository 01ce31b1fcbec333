import { selectItem } from './group-commands.ts';
import { pickAt } from './pointer.ts';
import type { View3DController } from './view3d-controller.ts';

/**
 * Selects what a click hit: an item (with its group; Shift adds it to the items selected), a wall
 * (and the side for finishing), a room's floor or ceiling.
 */
export function selectAt(c: View3DController, clientX: number, clientY: number, additive = false): void {
  const target = pickAt(c, clientX, clientY)?.target;
  const { store } = c;
  if (!target) {
    store.select([]);
    c.setSurface(null);
    return;
  }
  if (target.kind === 'item') {
    selectItem(c, target.id, additive);
  } else if (target.kind === 'wall') {
    const side = target.side === 'left' || target.side === 'right' ? target.side : null;
    c.setSurface(side ? { kind: 'wall', wallId: target.id, side } : null);
    store.select([{ kind: 'wall', id: target.id }]);
  } else if (target.kind === 'opening') {
    store.select([{ kind: 'opening', id: target.id }]);
  } else {
    c.setSurface({ kind: target.kind, roomId: target.roomId });
    store.select([{ kind: 'room', id: target.roomId }]);
  }
}

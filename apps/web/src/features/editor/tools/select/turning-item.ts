import { setItemPlacement } from '@roomcraft/scene';
import { turnTowards } from '../../kinds/item/item-turn-handle.ts';
import type { PlanPointer } from '../../model/events.ts';
import { DragGesture } from './drag-gesture.ts';

/** Dragging a selected item's turning handle: its front turns towards the pointer. One undo step. */
export class TurningItem extends DragGesture {
  readonly id = 'turning-item';
  private itemId = '';

  override onEnter(info: unknown): void {
    const item = this.editor.floor.items.find((i) => i.archiId === info);
    if (!item) {
      this.transition('idle');
      return;
    }
    this.itemId = item.archiId;
    this.editor.store.beginGesture('turnItems');
  }

  override onPointerMove(e: PlanPointer): void {
    const item = this.editor.floor.items.find((i) => i.archiId === this.itemId);
    if (!item) return;
    const angle = turnTowards(item.position, e.point, e.altKey);
    if (angle !== item.rotation.z) this.editor.dispatch(setItemPlacement, { itemIds: [this.itemId], angle });
  }
}

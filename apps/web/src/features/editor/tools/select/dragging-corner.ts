import { add, indexFloor, moveCorner, settleFloor, sub, type Vec2 } from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';
import { DragGesture } from './drag-gesture.ts';
import type { DragInfo } from './drag-info.ts';

/** Dragging a wall end: the corner follows the pointer with snapping; walls at it follow. One undo step. */
export class DraggingCorner extends DragGesture {
  readonly id = 'dragging-corner';
  private cornerId = '';
  private start: Vec2 = { x: 0, y: 0 };
  private grab: Vec2 = { x: 0, y: 0 };

  override onEnter(info: unknown): void {
    const drag = info as DragInfo;
    this.cornerId = drag.target.id;
    this.start = indexFloor(this.editor.floor).points.get(this.cornerId) ?? drag.origin.point;
    this.grab = drag.origin.point;
    this.editor.store.beginGesture('moveCorner');
    this.onPointerMove(drag.event);
  }

  override onPointerMove(e: PlanPointer): void {
    const target = add(this.start, sub(e.point, this.grab));
    const snapped = this.editor.snap({ point: target, altKey: e.altKey }, { ignoreCorners: [this.cornerId] });
    this.editor.overlay.set({ snap: snapped, cursor: snapped.point });
    this.editor.dispatch(moveCorner, { cornerId: this.cornerId, position: snapped.point, settle: false });
  }

  protected override finish(): void {
    this.editor.dispatch(settleFloor, {});
  }
}

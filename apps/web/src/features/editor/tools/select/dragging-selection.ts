import { settleFloor, sub, type Vec2 } from '@roomcraft/scene';
import { type MovableParts, movableParts, translateObjects } from '../../model/editor-actions.ts';
import type { PlanPointer } from '../../model/events.ts';
import { DragGesture } from './drag-gesture.ts';
import type { DragInfo } from './drag-info.ts';

/**
 * Dragging a room, an item or several objects: their corners, items and cameras move together by the
 * pointer's offset (on the grid when snapping); walls joined to them stretch. One undo step.
 */
export class DraggingSelection extends DragGesture {
  readonly id = 'dragging-selection';
  private parts: MovableParts = { cornerIds: [], itemIds: [], cameraIds: [], free: [] };
  private grab: Vec2 = { x: 0, y: 0 };
  private applied: Vec2 = { x: 0, y: 0 };

  override onEnter(info: unknown): void {
    const drag = info as DragInfo;
    this.parts = movableParts(this.editor.floor, this.editor.selection);
    this.grab = drag.origin.point;
    this.applied = { x: 0, y: 0 };
    this.editor.store.beginGesture('moveObjects');
    this.onPointerMove(drag.event);
  }

  override onPointerMove(e: PlanPointer): void {
    const raw = sub(e.point, this.grab);
    const settings = this.editor.settings.get();
    const step = settings.snap && !e.altKey ? settings.gridStep : 0;
    const target =
      step > 0 ? { x: Math.round(raw.x / step) * step, y: Math.round(raw.y / step) * step } : raw;
    const delta = sub(target, this.applied);
    if (delta.x === 0 && delta.y === 0) return;
    const moved = this.editor.dispatch(translateObjects, { ...this.parts, delta, settle: false });
    if (moved) this.applied = target;
  }

  protected override finish(): void {
    this.editor.dispatch(settleFloor, {});
  }
}

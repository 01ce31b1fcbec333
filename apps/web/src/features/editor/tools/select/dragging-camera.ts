import { add, moveCamera, sub, type Vec2 } from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';
import { DragGesture } from './drag-gesture.ts';
import type { DragInfo } from './drag-info.ts';

/** Dragging a camera: it moves with snapping and keeps looking the same way. One undo step. */
export class DraggingCamera extends DragGesture {
  readonly id = 'dragging-camera';
  private cameraId = '';
  private start: Vec2 = { x: 0, y: 0 };
  private grab: Vec2 = { x: 0, y: 0 };

  override onEnter(info: unknown): void {
    const drag = info as DragInfo;
    const camera = this.editor.floor.cameras.find((c) => c.archiId === drag.target.id);
    if (!camera) {
      this.transition('idle');
      return;
    }
    this.cameraId = camera.archiId;
    this.start = { x: camera.position.x, y: camera.position.y };
    this.grab = drag.origin.point;
    this.editor.store.beginGesture('moveCamera');
    this.onPointerMove(drag.event);
  }

  override onPointerMove(e: PlanPointer): void {
    const snapped = this.editor.snap({ point: add(this.start, sub(e.point, this.grab)), altKey: e.altKey });
    this.editor.overlay.set({ snap: snapped, cursor: snapped.point });
    this.editor.dispatch(moveCamera, { cameraId: this.cameraId, position: snapped.point });
  }
}

import { aimCamera, type Vec2 } from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';
import { DragGesture } from './drag-gesture.ts';

/** Dragging a selected camera's aiming handle: the camera turns to look at it. One undo step. */
export class DraggingCameraAim extends DragGesture {
  readonly id = 'dragging-camera-aim';
  private cameraId = '';
  private eye: Vec2 = { x: 0, y: 0 };

  override onEnter(info: unknown): void {
    const camera = this.editor.floor.cameras.find((c) => c.archiId === info);
    if (!camera) {
      this.transition('idle');
      return;
    }
    this.cameraId = camera.archiId;
    this.eye = { x: camera.position.x, y: camera.position.y };
    this.editor.store.beginGesture('aimCamera');
  }

  override onPointerMove(e: PlanPointer): void {
    // Snapping from the eye gives 0/45/90° aims; an aim onto the eye itself is refused, not thrown.
    const snapped = this.editor.snap(e, { from: this.eye });
    this.editor.overlay.set({ snap: snapped, cursor: snapped.point });
    this.editor.dispatch(aimCamera, { cameraId: this.cameraId, target: snapped.point });
  }
}

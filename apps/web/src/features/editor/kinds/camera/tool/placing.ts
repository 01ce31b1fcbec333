import {
  addCamera,
  CAMERA_EYE_HEIGHT,
  createId,
  DEFAULT_CAMERA_FOV,
  distance,
  type Vec2,
} from '@roomcraft/scene';
import type { PlanPointer } from '../../../model/events.ts';
import { ToolState } from '../../../tools/tool.ts';
import type { CameraTool } from './camera-tool.ts';

/** A release closer than this to the press is a click: the camera looks up the plan (north), mm. */
const MIN_AIM = 300;
/** How far ahead a clicked camera looks, mm. */
const CLICK_AIM = 3000;

/** The pointer is down where the camera stands; dragging aims it; releasing places it as one step. */
export class CameraPlacing extends ToolState<CameraTool> {
  readonly id = 'placing';
  private position: Vec2 = { x: 0, y: 0 };
  private target: Vec2 = { x: 0, y: 0 };

  override onEnter(info: unknown): void {
    this.position = info as Vec2;
    this.target = this.position;
    this.show();
  }

  override onExit(): void {
    this.editor.overlay.patch({ camera: undefined });
  }

  override onPointerMove(e: PlanPointer): void {
    // The aim snaps like a wall from the camera: 0/45/90° and the grid.
    this.target = this.editor.snap(e, { from: this.position }).point;
    this.editor.overlay.patch({ cursor: this.target, snap: undefined });
    this.show();
  }

  override onPointerUp(e: PlanPointer): void {
    this.onPointerMove(e);
    const target =
      distance(this.position, this.target) >= MIN_AIM
        ? this.target
        : { x: this.position.x, y: this.position.y - CLICK_AIM };
    const id = createId();
    if (this.editor.dispatch(addCamera, { id, position: this.position, target })) {
      this.editor.select([{ kind: 'camera', id }]);
    }
    this.transition('idle');
  }

  override onCancel(): void {
    this.transition('idle');
  }

  private show(): void {
    const aimed = distance(this.position, this.target) >= MIN_AIM;
    this.editor.overlay.patch({
      camera: {
        position: { ...this.position, z: CAMERA_EYE_HEIGHT },
        target: aimed
          ? { ...this.target, z: CAMERA_EYE_HEIGHT }
          : { ...this.position, y: this.position.y - CLICK_AIM, z: CAMERA_EYE_HEIGHT },
        fovDeg: DEFAULT_CAMERA_FOV,
      },
    });
  }
}

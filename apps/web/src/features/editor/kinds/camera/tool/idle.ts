import type { PlanPointer } from '../../../model/events.ts';
import { ToolState } from '../../../tools/tool.ts';
import type { CameraTool } from './camera-tool.ts';

/** Before the press: the snapped cursor shows where the camera would stand. */
export class CameraIdle extends ToolState<CameraTool> {
  readonly id = 'idle';

  override onPointerMove(e: PlanPointer): void {
    const snap = this.editor.snap(e);
    this.editor.overlay.set({ snap, cursor: snap.point });
  }

  override onPointerDown(e: PlanPointer): void {
    this.transition('placing', this.editor.snap(e).point);
  }

  override onCancel(): void {
    this.editor.setTool('select');
  }
}

import type { PlanPointer } from '../../model/events.ts';
import { ToolState } from '../tool.ts';
import type { CalibrateTool } from './calibrate-tool.ts';

/** Waiting for the first mark (no snapping: the marks follow the image, not the walls). */
export class CalibrateIdle extends ToolState<CalibrateTool> {
  readonly id = 'idle';

  override onEnter(): void {
    this.editor.overlay.set({});
  }

  override onPointerMove(e: PlanPointer): void {
    this.editor.overlay.set({ cursor: e.point });
  }

  override onPointerDown(e: PlanPointer): void {
    this.transition('marking', e.point);
  }

  override onCancel(): void {
    this.editor.setTool('select');
  }
}

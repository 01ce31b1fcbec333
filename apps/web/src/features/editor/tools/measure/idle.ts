import type { PlanPointer } from '../../model/events.ts';
import { ToolState } from '../tool.ts';
import type { MeasureTool } from './measure-tool.ts';

/** Waiting for a first point; the last measurement stays on screen. */
export class MeasureIdle extends ToolState<MeasureTool> {
  readonly id = 'idle';

  override onPointerMove(e: PlanPointer): void {
    const snap = this.editor.snap(e);
    this.editor.overlay.patch({ snap, cursor: snap.point });
  }

  override onPointerDown(e: PlanPointer): void {
    this.transition('measuring', { origin: e, point: this.editor.snap(e).point });
  }

  override onCancel(): void {
    if (this.editor.overlay.get().measure) this.editor.overlay.patch({ measure: undefined });
    else this.editor.setTool('select');
  }
}

import type { PlanPointer } from '../../../model/events.ts';
import { ToolState } from '../../../tools/tool.ts';
import type { WallTool } from './wall-tool.ts';

/** Before the first point: the snapped cursor shows where a chain would start. */
export class WallIdle extends ToolState<WallTool> {
  readonly id = 'idle';

  override onPointerMove(e: PlanPointer): void {
    const snap = this.editor.snap(e);
    this.editor.overlay.set({ snap, cursor: snap.point });
  }

  override onPointerDown(e: PlanPointer): void {
    this.transition('drawing', this.editor.snap(e).point);
  }

  override onCancel(): void {
    this.editor.setTool('select');
  }
}

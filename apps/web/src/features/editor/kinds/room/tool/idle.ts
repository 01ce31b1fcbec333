import type { PlanPointer } from '../../../model/events.ts';
import { ToolState } from '../../../tools/tool.ts';
import type { RoomTool } from './room-tool.ts';

/** Before the drag: the snapped cursor shows where the first corner would be. */
export class RoomIdle extends ToolState<RoomTool> {
  readonly id = 'idle';

  override onPointerMove(e: PlanPointer): void {
    const snap = this.editor.snap(e);
    this.editor.overlay.set({ snap, cursor: snap.point });
  }

  override onPointerDown(e: PlanPointer): void {
    this.transition('dragging', this.editor.snap(e).point);
  }

  override onCancel(): void {
    this.editor.setTool('select');
  }
}

import { addColumn, createId } from '@roomcraft/scene';
import type { PlanPointer } from '../../../model/events.ts';
import { ToolState } from '../../../tools/tool.ts';
import type { ColumnTool } from './column-tool.ts';

/** The snapped cursor shows where the column would stand; a click places it and selects it. */
export class ColumnIdle extends ToolState<ColumnTool> {
  readonly id = 'idle';

  override onPointerMove(e: PlanPointer): void {
    const snap = this.editor.snap(e);
    this.editor.overlay.set({ snap, cursor: snap.point });
  }

  override onPointerDown(e: PlanPointer): void {
    const id = createId();
    const position = this.editor.snap(e).point;
    const like = this.editor.floor.columns.at(-1);
    if (this.editor.dispatch(addColumn, { id, position, like })) this.editor.select([{ kind: 'column', id }]);
  }

  override onCancel(): void {
    this.editor.setTool('select');
  }
}

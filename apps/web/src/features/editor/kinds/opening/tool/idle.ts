import { addOpening, createId } from '@roomcraft/scene';
import type { PlanPointer } from '../../../model/events.ts';
import { ToolState } from '../../../tools/tool.ts';
import type { OpeningTool } from './opening-tool.ts';
import { openingTarget } from './target.ts';

/** Hovering: a ghost of the door or window follows the pointer along the nearest wall. */
export class OpeningIdle extends ToolState<OpeningTool> {
  readonly id = 'idle';

  override onPointerMove(e: PlanPointer): void {
    this.editor.overlay.set({ opening: openingTarget(this.editor, e, this.tool.typeCode), cursor: e.point });
  }

  override onPointerDown(e: PlanPointer): void {
    const target = openingTarget(this.editor, e, this.tool.typeCode);
    if (!target) return;
    const id = createId();
    this.editor.store.beginGesture('addOpening');
    const added = this.editor.dispatch(addOpening, {
      id,
      wallId: target.wallId,
      offset: target.offset,
      editorTypeCode: this.tool.typeCode,
      flipped: target.flipped,
    });
    if (!added) {
      this.editor.store.cancelGesture();
      return;
    }
    this.transition('placing', id);
  }

  override onCancel(): void {
    this.editor.setTool('select');
  }
}

import { moveOpening } from '@roomcraft/scene';
import type { PlanPointer } from '../../../model/events.ts';
import { ToolState } from '../../../tools/tool.ts';
import type { OpeningTool } from './opening-tool.ts';
import { openingTarget } from './target.ts';

/** Placed, pointer still down: dragging slides it along the wall; releasing ends the one undo step. */
export class OpeningPlacing extends ToolState<OpeningTool> {
  readonly id = 'placing';
  private openingId = '';

  override onEnter(info: unknown): void {
    this.openingId = info as string;
    this.editor.overlay.set({ movingOpening: this.openingId });
  }

  override onExit(): void {
    this.editor.overlay.patch({ movingOpening: undefined, opening: undefined });
  }

  override onPointerMove(e: PlanPointer): void {
    const opening = this.editor.floor.openings.find((o) => o.archiId === this.openingId);
    if (!opening) return;
    const target = openingTarget(this.editor, e, opening.editorTypeCode, opening.width, opening.wallId);
    if (!target) return;
    this.editor.dispatch(moveOpening, {
      openingId: this.openingId,
      offset: target.offset,
      wallId: target.wallId !== opening.wallId ? target.wallId : undefined,
    });
  }

  override onPointerUp(): void {
    this.editor.store.commitGesture();
    this.editor.select([{ kind: 'opening', id: this.openingId }]);
    this.transition('idle');
  }

  override onCancel(): void {
    this.editor.store.cancelGesture();
    this.transition('idle');
  }
}

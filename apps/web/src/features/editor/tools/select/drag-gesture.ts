import { ToolState } from '../tool.ts';
import type { SelectTool } from './select-tool.ts';

/**
 * A drag that is one undo step: the gesture its state opened is committed on release, after
 * `finish` (the last change, such as settling the floor), or dropped on Escape; either way what
 * the drag showed besides the design is cleared and the tool goes back to idle.
 */
export abstract class DragGesture extends ToolState<SelectTool> {
  protected finish(): void {}

  protected cleanUp(): void {}

  override onPointerUp(): void {
    this.finish();
    this.editor.store.commitGesture();
    this.cleanUp();
    this.transition('idle');
  }

  override onCancel(): void {
    this.editor.store.cancelGesture();
    this.cleanUp();
    this.transition('idle');
  }
}

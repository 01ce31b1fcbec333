import type { ObjectRef } from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';
import { ToolState } from '../tool.ts';
import type { BrushInfo } from './brushing.ts';
import { DRAG_PIXELS, type DragInfo, dragDistance } from './drag-info.ts';
import type { SelectTool } from './select-tool.ts';

/** What a press landed on. */
export interface PointingInfo {
  readonly origin: PlanPointer;
  readonly hit: ObjectRef | undefined;
  /** Shift was held: the selection grows instead of being replaced. */
  readonly additive: boolean;
}

/** The pointer is down but has not moved far enough to be a drag: a click, or the start of one. */
export class SelectPointing extends ToolState<SelectTool> {
  readonly id = 'pointing';
  private info: PointingInfo | undefined;

  override onEnter(info: unknown): void {
    this.info = info as PointingInfo;
  }

  override onPointerMove(e: PlanPointer): void {
    const info = this.info;
    if (!info || dragDistance(info.origin, e) < DRAG_PIXELS) return;
    const { hit, origin } = info;
    if (!hit) {
      const brush: BrushInfo = { origin, additive: info.additive };
      this.transition('brushing', brush);
      this.tool.handle('onPointerMove', e);
      return;
    }
    if (this.editor.readOnly) return;
    const drag: DragInfo = { origin, event: e, target: hit };
    const many = this.editor.selection.length > 1;
    if (hit.kind === 'corner' && !many) this.transition('dragging-corner', drag);
    else if (hit.kind === 'wall' && !many) this.transition('dragging-wall', drag);
    else if (hit.kind === 'opening' && !many) this.transition('dragging-opening', drag);
    else if (hit.kind === 'camera' && !many) this.transition('dragging-camera', drag);
    else this.transition('dragging-selection', drag);
  }

  override onPointerUp(): void {
    const info = this.info;
    // A plain click on one of several selected objects selects that one alone.
    if (info?.hit && !info.additive && this.editor.selection.length > 1) this.editor.select([info.hit]);
    this.transition('idle');
  }

  override onCancel(): void {
    this.transition('idle');
  }
}

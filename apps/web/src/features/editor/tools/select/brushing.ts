import type { ObjectRef } from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';
import { refsInBounds } from '../../model/hit-test.ts';
import { boundsOfPoints } from '../../model/plan-geometry.ts';
import { ToolState } from '../tool.ts';
import { sameRef } from './drag-info.ts';
import type { SelectTool } from './select-tool.ts';

/** Where a marquee started and whether it adds to the selection. */
export interface BrushInfo {
  readonly origin: PlanPointer;
  readonly additive: boolean;
}

/** Dragging a marquee: what lies wholly inside it is selected, live. */
export class Brushing extends ToolState<SelectTool> {
  readonly id = 'brushing';
  private info: BrushInfo | undefined;
  private before: readonly ObjectRef[] = [];

  override onEnter(info: unknown): void {
    this.info = info as BrushInfo;
    this.before = this.info.additive ? this.editor.selection : [];
  }

  override onPointerMove(e: PlanPointer): void {
    const origin = this.info?.origin.point;
    if (!origin) return;
    this.editor.overlay.set({ marquee: { a: origin, b: e.point } });
    const inside = refsInBounds(this.editor.floor, boundsOfPoints(origin, e.point));
    const added = inside.filter((r) => !this.before.some((b) => sameRef(b, r)));
    this.editor.select([...this.before, ...added]);
  }

  override onPointerUp(): void {
    this.editor.overlay.patch({ marquee: undefined });
    this.transition('idle');
  }

  override onCancel(): void {
    this.editor.select(this.before);
    this.editor.overlay.patch({ marquee: undefined });
    this.transition('idle');
  }
}

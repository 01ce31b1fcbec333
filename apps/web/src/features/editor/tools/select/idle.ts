import { projectOntoSegment, splitWall, wallLength, wallSegment } from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';
import { withoutGroupOf } from '../../model/group-selection.ts';
import { ToolState } from '../tool.ts';
import { sameRef } from './drag-info.ts';
import type { PointingInfo } from './pointing.ts';
import type { SelectTool } from './select-tool.ts';

/** Waiting: hover highlights what a click would select. */
export class SelectIdle extends ToolState<SelectTool> {
  readonly id = 'idle';

  override onEnter(): void {
    this.editor.overlay.patch({ marquee: undefined, snap: undefined, movingOpening: undefined });
  }

  override onPointerMove(e: PlanPointer): void {
    this.editor.overlay.set({ hover: this.editor.hitTest(e.point), cursor: e.point });
  }

  override onPointerDown(e: PlanPointer): void {
    const aimed = this.editor.readOnly ? undefined : this.editor.cameraAimHandleAt(e.point);
    if (aimed) {
      this.transition('dragging-camera-aim', aimed);
      return;
    }
    const turned = this.editor.readOnly ? undefined : this.editor.itemTurnHandleAt(e.point);
    if (turned) {
      this.transition('turning-item', turned);
      return;
    }
    const hit = this.editor.hitTest(e.point);
    const selection = this.editor.selection;
    const selected = hit !== undefined && selection.some((r) => sameRef(r, hit));
    if (e.shiftKey) {
      if (hit) {
        const floor = this.editor.floor;
        this.editor.select(selected ? withoutGroupOf(floor, selection, hit) : [...selection, hit]);
      }
      const info: PointingInfo = { origin: e, hit: hit && !selected ? hit : undefined, additive: true };
      this.transition('pointing', info);
      return;
    }
    if (!hit) this.editor.select([]);
    else if (!selected) this.editor.select([hit]);
    const info: PointingInfo = { origin: e, hit, additive: false };
    this.transition('pointing', info);
  }

  /** Double-clicking a wall splits it there (on the grid when snapping). */
  override onDoubleClick(e: PlanPointer): void {
    const hit = this.editor.hitTest(e.point);
    if (hit?.kind !== 'wall') return;
    const floor = this.editor.floor;
    const wall = floor.walls.find((w) => w.archiId === hit.id);
    const segment = wall && wallSegment(floor, wall);
    if (!wall || !segment) return;
    const length = wallLength(floor, wall);
    const step = this.editor.settings.get().snap ? 10 : 0;
    const raw = projectOntoSegment(e.point, segment).t * length;
    const offset = step > 0 ? Math.round(raw / step) * step : raw;
    if (offset > 0 && offset < length) this.editor.dispatch(splitWall, { wallId: wall.archiId, offset });
  }

  override onCancel(): void {
    this.editor.select([]);
  }
}

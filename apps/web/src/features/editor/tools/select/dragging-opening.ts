import {
  dot,
  moveOpening,
  nearestWall,
  projectOntoSegment,
  sub,
  wallLength,
  wallSegment,
} from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';
import { openingFrame } from '../../model/plan-geometry.ts';
import { DragGesture } from './drag-gesture.ts';
import type { DragInfo } from './drag-info.ts';

/**
 * Dragging a door or window: it slides along its wall, never past the wall's ends (the action
 * clamps it), in 10 mm steps, or jumps onto another wall the pointer reaches. One undo step.
 */
export class DraggingOpening extends DragGesture {
  readonly id = 'dragging-opening';
  private openingId = '';
  private wallId = '';
  /** Where along the opening it was grabbed, from its centre, mm. */
  private grabAlong = 0;

  override onEnter(info: unknown): void {
    const drag = info as DragInfo;
    const opening = this.editor.floor.openings.find((o) => o.archiId === drag.target.id);
    const frame = opening && openingFrame(this.editor.floor, opening);
    if (!opening || !frame) {
      this.transition('idle');
      return;
    }
    this.openingId = opening.archiId;
    this.wallId = opening.wallId;
    this.grabAlong = dot(sub(drag.origin.point, frame.centre), frame.u);
    this.editor.store.beginGesture('moveOpening');
    this.editor.overlay.set({ movingOpening: this.openingId });
    this.onPointerMove(drag.event);
  }

  override onPointerMove(e: PlanPointer): void {
    const floor = this.editor.floor;
    const near = nearestWall(floor, e.point, this.editor.px(40));
    if (
      near &&
      near.wall.archiId !== this.wallId &&
      near.distance <= near.wall.thickness / 2 + this.editor.px(6)
    ) {
      this.wallId = near.wall.archiId;
      this.grabAlong = 0;
    }
    const wall = floor.walls.find((w) => w.archiId === this.wallId);
    const segment = wall && wallSegment(floor, wall);
    if (!wall || !segment) return;
    const raw = projectOntoSegment(e.point, segment).t * wallLength(floor, wall) - this.grabAlong;
    const offset = this.editor.settings.get().snap && !e.altKey ? Math.round(raw / 10) * 10 : raw;
    const opening = floor.openings.find((o) => o.archiId === this.openingId);
    this.editor.dispatch(moveOpening, {
      openingId: this.openingId,
      offset,
      wallId: opening && opening.wallId !== this.wallId ? this.wallId : undefined,
    });
  }

  protected override cleanUp(): void {
    this.editor.overlay.patch({ movingOpening: undefined });
  }
}

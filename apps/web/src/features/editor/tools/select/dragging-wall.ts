import { dot, indexFloor, moveWall, scale, settleFloor, sub, type Vec2, wallNormal } from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';
import { DragGesture } from './drag-gesture.ts';
import type { DragInfo } from './drag-info.ts';

/**
 * Dragging a wall: it moves parallel to itself and the walls joined to it follow. An upright or
 * level wall lands on the grid; a slanted one moves in 10 mm steps. One undo step.
 */
export class DraggingWall extends DragGesture {
  readonly id = 'dragging-wall';
  private wallId = '';
  private normal: Vec2 = { x: 0, y: 1 };
  private anchor: Vec2 = { x: 0, y: 0 };
  private grab: Vec2 = { x: 0, y: 0 };
  /** How far the wall has been moved along its normal so far, mm. */
  private applied = 0;

  override onEnter(info: unknown): void {
    const drag = info as DragInfo;
    const floor = this.editor.floor;
    const wall = floor.walls.find((w) => w.archiId === drag.target.id);
    if (!wall) {
      this.transition('idle');
      return;
    }
    this.wallId = wall.archiId;
    this.normal = wallNormal(floor, wall);
    this.anchor = indexFloor(floor).points.get(wall.corners[0]) ?? drag.origin.point;
    this.grab = drag.origin.point;
    this.applied = 0;
    this.editor.store.beginGesture('moveWall');
    this.onPointerMove(drag.event);
  }

  override onPointerMove(e: PlanPointer): void {
    const target = this.snapShift(dot(sub(e.point, this.grab), this.normal), e.altKey);
    const delta = target - this.applied;
    if (delta === 0) return;
    if (
      this.editor.dispatch(moveWall, { wallId: this.wallId, delta: scale(this.normal, delta), settle: false })
    )
      this.applied = target;
  }

  private snapShift(shift: number, free: boolean): number {
    const settings = this.editor.settings.get();
    if (!settings.snap || free) return shift;
    const step = settings.gridStep;
    const { x: nx, y: ny } = this.normal;
    if (Math.abs(nx) > 0.9999)
      return (Math.round((this.anchor.x + nx * shift) / step) * step - this.anchor.x) / nx;
    if (Math.abs(ny) > 0.9999)
      return (Math.round((this.anchor.y + ny * shift) / step) * step - this.anchor.y) / ny;
    return Math.round(shift / 10) * 10;
  }

  protected override finish(): void {
    this.editor.dispatch(settleFloor, {});
  }
}

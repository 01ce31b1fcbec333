import { addRectangularRoom, type Vec2 } from '@roomcraft/scene';
import type { PlanPointer } from '../../../model/events.ts';
import { ToolState } from '../../../tools/tool.ts';
import type { RoomTool } from './room-tool.ts';

/** Rooms narrower than this are taken as a stray click, not a room, mm. */
const MIN_SIDE = 300;

/** Dragging the opposite corner; releasing adds the room as one step. */
export class RoomDragging extends ToolState<RoomTool> {
  readonly id = 'dragging';
  private origin: Vec2 = { x: 0, y: 0 };
  private corner: Vec2 = { x: 0, y: 0 };

  override onEnter(info: unknown): void {
    this.origin = info as Vec2;
    this.corner = this.origin;
    this.show();
  }

  override onExit(): void {
    this.editor.overlay.patch({ rectangle: undefined });
  }

  override onPointerMove(e: PlanPointer): void {
    const snap = this.editor.snap(e);
    this.corner = snap.point;
    this.editor.overlay.set({ snap, cursor: snap.point });
    this.show();
  }

  override onPointerUp(e: PlanPointer): void {
    this.onPointerMove(e);
    const { origin: a, corner: b } = this;
    const width = Math.abs(b.x - a.x);
    const depth = Math.abs(b.y - a.y);
    if (width >= MIN_SIDE && depth >= MIN_SIDE) {
      this.editor.dispatch(addRectangularRoom, {
        origin: { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y) },
        width,
        depth,
        thickness: this.editor.settings.get().wallThickness,
      });
    }
    this.transition('idle');
  }

  override onCancel(): void {
    this.transition('idle');
  }

  private show(): void {
    this.editor.overlay.patch({
      rectangle: { a: this.origin, b: this.corner, thickness: this.editor.settings.get().wallThickness },
    });
  }
}

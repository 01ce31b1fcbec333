import type { Vec2 } from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';
import { DRAG_PIXELS, dragDistance } from '../select/drag-info.ts';
import { ToolState } from '../tool.ts';
import type { MeasureTool } from './measure-tool.ts';

/** The first point is set; the tape follows the pointer until a click or the end of a drag. */
export class Measuring extends ToolState<MeasureTool> {
  readonly id = 'measuring';
  private origin: PlanPointer | undefined;
  private a: Vec2 = { x: 0, y: 0 };
  private b: Vec2 = { x: 0, y: 0 };

  override onEnter(info: unknown): void {
    const { origin, point } = info as { origin: PlanPointer; point: Vec2 };
    this.origin = origin;
    this.a = point;
    this.b = point;
    this.show(false);
  }

  override onPointerMove(e: PlanPointer): void {
    const snap = this.editor.snap(e, { from: this.a });
    this.b = snap.point;
    this.editor.overlay.patch({ snap, cursor: snap.point });
    this.show(false);
  }

  /** Releasing after a drag ends the measurement; releasing a click waits for the second click. */
  override onPointerUp(e: PlanPointer): void {
    if (this.origin && dragDistance(this.origin, e) >= DRAG_PIXELS) this.done(e);
  }

  override onPointerDown(e: PlanPointer): void {
    this.done(e);
  }

  override onCancel(): void {
    this.editor.overlay.patch({ measure: undefined });
    this.transition('idle');
  }

  private done(e: PlanPointer): void {
    this.onPointerMove(e);
    this.show(true);
    this.transition('idle');
  }

  private show(done: boolean): void {
    this.editor.overlay.patch({ measure: { a: this.a, b: this.b, done } });
  }
}

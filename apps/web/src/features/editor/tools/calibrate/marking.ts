import { distance, type Vec2 } from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';
import { ToolState } from '../tool.ts';
import type { CalibrateTool } from './calibrate-tool.ts';

/** The first mark is set; a click sets the second. */
export class CalibrateMarking extends ToolState<CalibrateTool> {
  readonly id = 'marking';
  private a: Vec2 = { x: 0, y: 0 };

  override onEnter(info: unknown): void {
    this.a = info as Vec2;
    this.show(this.a);
  }

  override onPointerMove(e: PlanPointer): void {
    this.show(e.point);
  }

  override onPointerDown(e: PlanPointer): void {
    if (distance(e.point, this.a) < this.editor.px(4)) return;
    this.transition('entering', { a: this.a, b: e.point });
  }

  override onCancel(): void {
    this.transition('idle');
  }

  private show(b: Vec2): void {
    this.editor.overlay.set({ calibration: { a: this.a, b, done: false, typed: '' }, cursor: b });
  }
}

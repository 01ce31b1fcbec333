import { setTracingImage, type Vec2 } from '@roomcraft/scene';
import type { PlanKey } from '../../model/events.ts';
import { parseTypedLength } from '../../model/units.ts';
import { calibratedImage } from '../../tracing/calibration.ts';
import { ToolState } from '../tool.ts';
import type { CalibrateTool } from './calibrate-tool.ts';

/** Both marks are set: the real length is typed (or entered in the panel) and applied with Enter. */
export class CalibrateEntering extends ToolState<CalibrateTool> {
  readonly id = 'entering';
  private a: Vec2 = { x: 0, y: 0 };
  private b: Vec2 = { x: 0, y: 0 };
  private typed = '';

  override onEnter(info: unknown): void {
    ({ a: this.a, b: this.b } = info as { a: Vec2; b: Vec2 });
    this.typed = '';
    this.show();
  }

  override onKeyDown(k: PlanKey): boolean {
    if (k.ctrlKey || k.altKey) return false;
    if (/^[0-9.,]$/.test(k.key)) this.typed += k.key;
    else if (k.key === 'Backspace') this.typed = this.typed.slice(0, -1);
    else if (k.key === 'Enter') this.apply(parseTypedLength(this.typed));
    else return false;
    if (k.key !== 'Enter') this.show();
    return true;
  }

  /** Applies a real length in mm to the marked distance (the panel's input calls this too). */
  apply(length: number | undefined): void {
    const image = this.editor.floor.tracingImage;
    if (length === undefined || !image) {
      this.typed = '';
      this.show();
      return;
    }
    this.editor.dispatch(setTracingImage, { image: calibratedImage(image, this.a, this.b, length) });
    this.editor.setTool('select');
  }

  override onCancel(): void {
    this.transition('idle');
  }

  private show(): void {
    this.editor.overlay.set({ calibration: { a: this.a, b: this.b, done: true, typed: this.typed } });
  }
}

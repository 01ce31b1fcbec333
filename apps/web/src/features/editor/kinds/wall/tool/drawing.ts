import {
  add,
  addWallChain,
  distance,
  normalize,
  type SnapResult,
  scale,
  sub,
  type Vec2,
} from '@roomcraft/scene';
import type { PlanKey, PlanPointer } from '../../../model/events.ts';
import { parseTypedLength } from '../../../model/units.ts';
import { ToolState } from '../../../tools/tool.ts';
import type { WallTool } from './wall-tool.ts';

/** Pixels within which a click on the chain's first point closes it. */
const CLOSE_PIXELS = 12;
/** Shortest wall a click makes, mm: closer clicks end the chain (a double click). */
const MIN_WALL = 10;

/**
 * Drawing a chain: each click adds a point; the walls are added as one step when the chain ends,
 * so one undo removes the chain. While drawing, Ctrl+Z or Backspace removes the last point.
 */
export class WallDrawing extends ToolState<WallTool> {
  readonly id = 'drawing';
  private points: Vec2[] = [];
  private next: SnapResult | undefined;
  private closing = false;
  private typed = '';

  override onEnter(info: unknown): void {
    this.points = [info as Vec2];
    this.next = undefined;
    this.closing = false;
    this.typed = '';
    this.show();
  }

  override onExit(): void {
    this.editor.overlay.patch({ chain: undefined, snap: undefined });
  }

  override onPointerMove(e: PlanPointer): void {
    this.aim(e);
    this.show();
  }

  override onPointerDown(e: PlanPointer): void {
    this.aim(e);
    const point = this.next?.point ?? e.point;
    const last = this.points[this.points.length - 1]!;
    if (this.closing) {
      this.finish(true);
      return;
    }
    if (distance(point, last) < MIN_WALL) {
      this.finish(false);
      return;
    }
    this.points.push(point);
    this.typed = '';
    this.show();
  }

  override onDoubleClick(): void {
    this.finish(false);
  }

  override onKeyDown(k: PlanKey): boolean {
    if (k.ctrlKey || k.altKey) return false;
    if (/^[0-9.,]$/.test(k.key)) {
      this.typed += k.key;
      this.show();
      return true;
    }
    if (k.key === 'Backspace') {
      if (this.typed) {
        this.typed = this.typed.slice(0, -1);
        this.show();
      } else this.removeLastPoint();
      return true;
    }
    if (k.key === 'Enter') {
      if (this.typed) this.placeTyped();
      else this.finish(false);
      return true;
    }
    return false;
  }

  override onCancel(): void {
    this.finish(false);
  }

  override onUndo(): boolean {
    this.removeLastPoint();
    return true;
  }

  private aim(e: PlanPointer): void {
    const first = this.points[0]!;
    const last = this.points[this.points.length - 1]!;
    const firstOnScreen = this.editor.viewport.toScreen(first);
    this.closing =
      this.points.length >= 3 &&
      Math.hypot(firstOnScreen.x - e.screen.x, firstOnScreen.y - e.screen.y) <= CLOSE_PIXELS;
    this.next = this.closing ? { point: first, kind: 'corner' } : this.editor.snap(e, { from: last });
  }

  /** Puts the next point the typed length away, along the line being drawn. */
  private placeTyped(): void {
    const length = parseTypedLength(this.typed);
    this.typed = '';
    if (length === undefined) {
      this.show();
      return;
    }
    const last = this.points[this.points.length - 1]!;
    const before = this.points[this.points.length - 2];
    const aimed = this.next ? sub(this.next.point, last) : { x: 0, y: 0 };
    const fallback = before ? sub(last, before) : { x: 1, y: 0 };
    const direction = normalize(Math.hypot(aimed.x, aimed.y) > 0 ? aimed : fallback);
    const point = add(last, scale(direction, length));
    const round = (v: number) => Math.round(v * 1000) / 1000;
    this.points.push({ x: round(point.x), y: round(point.y) });
    this.next = undefined;
    this.show();
  }

  private removeLastPoint(): void {
    if (this.points.length <= 1) {
      this.transition('idle');
      return;
    }
    this.points.pop();
    this.show();
  }

  private finish(closed: boolean): void {
    const points = this.points;
    if (points.length >= 2 && !(closed && points.length < 3)) {
      this.editor.dispatch(addWallChain, {
        points,
        closed,
        thickness: this.editor.settings.get().wallThickness,
      });
    }
    this.transition('idle');
  }

  private show(): void {
    this.editor.overlay.set({
      snap: this.next,
      cursor: this.next?.point,
      chain: {
        points: [...this.points],
        next: this.next?.point,
        closing: this.closing,
        thickness: this.editor.settings.get().wallThickness,
        typed: this.typed,
      },
    });
  }
}

import { distance, type Vec2 } from '@roomcraft/scene';
import type { PlanPointer } from './events.ts';
import type { Viewport } from './viewport.ts';

/** Wheel zoom speed: the scale changes by e^(−deltaY × this). */
const WHEEL_ZOOM = 0.0015;
/**
 * A trackpad pinch arrives as wheel events with Ctrl and small deltas: a faster rate, with each
 * event bounded so Ctrl and a mouse wheel's coarse notches do not jump.
 */
const PINCH_WHEEL_ZOOM = 0.01;
const PINCH_WHEEL_MAX_DELTA = 25;

const midpoint = (a: Vec2, b: Vec2): Vec2 => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Moving the view rather than the design: panning with the middle button or space held, zooming
 * with the wheel and a trackpad pinch, and a two-finger touch pinch (zoom about the fingers'
 * midpoint, pan as it moves). Each handler returns whether it took the event from the tools.
 */
export class ViewGestures {
  /** Space is held: a drag pans. */
  spaceHeld = false;
  private pan: { last: Vec2 } | undefined;
  /** Screen positions of the fingers on the plan, by pointer id. */
  private readonly touches = new Map<number, Vec2>();
  /** Two fingers are (or were, until all are lifted) pinching: touches stay away from the tools. */
  private pinching = false;

  constructor(
    private readonly viewport: Viewport,
    /** A second finger arrived: the tool drops what the first one started. */
    private readonly onPinchStart: () => void,
  ) {}

  /** Whether the view is being panned, or would be on a drag. */
  get panning(): boolean {
    return this.spaceHeld || this.pan !== undefined;
  }

  down(e: PlanPointer): boolean {
    if (e.touchId !== undefined) {
      this.touches.set(e.touchId, e.screen);
      if (this.touches.size === 2 && !this.pinching) {
        this.pinching = true;
        this.onPinchStart();
      }
      return this.pinching;
    }
    if (e.button === 1 || (e.button === 0 && this.spaceHeld)) {
      this.pan = { last: e.screen };
      return true;
    }
    return false;
  }

  move(e: PlanPointer): boolean {
    if (e.touchId !== undefined && this.touches.has(e.touchId)) {
      if (!this.pinching) {
        this.touches.set(e.touchId, e.screen);
        return false;
      }
      this.pinchTo(e.touchId, e.screen);
      return true;
    }
    if (!this.pan) return false;
    this.viewport.panBy(e.screen.x - this.pan.last.x, e.screen.y - this.pan.last.y);
    this.pan = { last: e.screen };
    return true;
  }

  up(e: PlanPointer): boolean {
    if (e.touchId !== undefined) {
      this.touches.delete(e.touchId);
      const wasPinching = this.pinching;
      if (this.touches.size === 0) this.pinching = false;
      return wasPinching;
    }
    if (!this.pan) return false;
    this.pan = undefined;
    return true;
  }

  /** A mouse wheel zooms about the pointer; a trackpad pinch (`ctrlKey`) about the fingers. */
  wheel(screen: Vec2, deltaY: number, ctrlKey = false): void {
    const rate = ctrlKey ? PINCH_WHEEL_ZOOM : WHEEL_ZOOM;
    const delta = ctrlKey
      ? Math.max(-PINCH_WHEEL_MAX_DELTA, Math.min(PINCH_WHEEL_MAX_DELTA, deltaY))
      : deltaY;
    this.viewport.zoomAt(screen, Math.exp(-delta * rate));
  }

  /** One finger of two moved: the view follows the midpoint and scales with the fingers' spread. */
  private pinchTo(id: number, screen: Vec2): void {
    const [a, b] = [...this.touches.values()];
    if (!a || !b) return;
    const before = { centre: midpoint(a, b), spread: distance(a, b) };
    this.touches.set(id, screen);
    const [c, d] = [...this.touches.values()];
    const after = { centre: midpoint(c!, d!), spread: distance(c!, d!) };
    this.viewport.panBy(after.centre.x - before.centre.x, after.centre.y - before.centre.y);
    if (before.spread > 0 && after.spread > 0)
      this.viewport.zoomAt(after.centre, after.spread / before.spread);
  }
}

import type { Bounds, Vec2 } from '@roomcraft/scene';

/** Closest and farthest zoom, in screen pixels per plan millimetre. */
export const MIN_SCALE = 0.004;
export const MAX_SCALE = 2;

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * Where the plan is on screen: `scale` pixels per millimetre and the screen position of the plan's
 * origin. Changes are announced to subscribers, who move the drawing without React rendering it.
 */
export class Viewport {
  scale = 0.06;
  x = 0;
  y = 0;
  width = 800;
  height = 600;
  private readonly listeners = new Set<() => void>();

  /** Plan millimetres covered by one screen pixel. */
  get mmPerPixel(): number {
    return 1 / this.scale;
  }

  /** The plan point under a screen point. */
  toPlan(screen: Vec2): Vec2 {
    return { x: (screen.x - this.x) / this.scale, y: (screen.y - this.y) / this.scale };
  }

  /** The screen point of a plan point. */
  toScreen(plan: Vec2): Vec2 {
    return { x: plan.x * this.scale + this.x, y: plan.y * this.scale + this.y };
  }

  /** The part of the plan on screen. */
  visibleBounds(): Bounds {
    const a = this.toPlan({ x: 0, y: 0 });
    const b = this.toPlan({ x: this.width, y: this.height });
    return { minX: a.x, minY: a.y, maxX: b.x, maxY: b.y };
  }

  /** The drawing area changed size; what was in its middle stays in its middle. */
  setSize(width: number, height: number): void {
    if (width === this.width && height === this.height) return;
    this.x += (width - this.width) / 2;
    this.y += (height - this.height) / 2;
    this.width = width;
    this.height = height;
    this.changed();
  }

  /** Zooms by a factor keeping the plan point under `screen` where it is. */
  zoomAt(screen: Vec2, factor: number): void {
    const anchor = this.toPlan(screen);
    const scale = clampScale(this.scale * factor);
    if (scale === this.scale) return;
    this.scale = scale;
    this.x = screen.x - anchor.x * scale;
    this.y = screen.y - anchor.y * scale;
    this.changed();
  }

  panBy(dx: number, dy: number): void {
    if (dx === 0 && dy === 0) return;
    this.x += dx;
    this.y += dy;
    this.changed();
  }

  /** Shows a plan box in the middle of the screen with `padding` pixels around it. */
  fit(bounds: Bounds, padding = 64): void {
    const w = Math.max(bounds.maxX - bounds.minX, 1000);
    const h = Math.max(bounds.maxY - bounds.minY, 1000);
    const availableW = Math.max(this.width - 2 * padding, 50);
    const availableH = Math.max(this.height - 2 * padding, 50);
    this.scale = clampScale(Math.min(availableW / w, availableH / h));
    const cx = (bounds.minX + bounds.maxX) / 2;
    const cy = (bounds.minY + bounds.maxY) / 2;
    this.x = this.width / 2 - cx * this.scale;
    this.y = this.height / 2 - cy * this.scale;
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

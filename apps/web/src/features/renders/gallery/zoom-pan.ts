const MIN = 1;
const MAX = 8;

/**
 * Zoom (wheel, double-click, buttons) and pan (drag while zoomed) of a picture inside its frame,
 * written straight to the picture's transform: none of it passes through React.
 */
export class ZoomPan {
  private scale = 1;
  private x = 0;
  private y = 0;
  private drag: { id: number; x: number; y: number } | null = null;
  private readonly off: () => void;

  constructor(
    private readonly frame: HTMLElement,
    private readonly picture: HTMLElement,
    private readonly onScale: (scale: number) => void = () => {},
  ) {
    const on = <K extends keyof HTMLElementEventMap>(name: K, f: (e: HTMLElementEventMap[K]) => void) => {
      frame.addEventListener(name, f as EventListener, { passive: false });
      return () => frame.removeEventListener(name, f as EventListener);
    };
    const offs = [
      on('wheel', (e) => {
        e.preventDefault();
        this.zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX, e.clientY);
      }),
      on('dblclick', (e) => (this.scale > 1 ? this.reset() : this.zoomAt(2.5, e.clientX, e.clientY))),
      on('pointerdown', (e) => {
        if (this.scale <= 1) return;
        frame.setPointerCapture(e.pointerId);
        this.drag = { id: e.pointerId, x: e.clientX, y: e.clientY };
      }),
      on('pointermove', (e) => {
        if (this.drag?.id !== e.pointerId) return;
        this.x += e.clientX - this.drag.x;
        this.y += e.clientY - this.drag.y;
        this.drag = { id: e.pointerId, x: e.clientX, y: e.clientY };
        this.apply();
      }),
      on('pointerup', () => {
        this.drag = null;
      }),
    ];
    this.off = () => {
      for (const off of offs) off();
    };
  }

  /** Zooms by a factor about the frame's centre (buttons and keys). */
  zoomBy(factor: number): void {
    const box = this.frame.getBoundingClientRect();
    this.zoomAt(factor, box.left + box.width / 2, box.top + box.height / 2);
  }

  reset(): void {
    this.scale = 1;
    this.x = 0;
    this.y = 0;
    this.apply();
  }

  dispose(): void {
    this.off();
  }

  /** Keeps the point under the pointer where it is while the scale changes. */
  private zoomAt(factor: number, clientX: number, clientY: number): void {
    const next = Math.min(MAX, Math.max(MIN, this.scale * factor));
    const box = this.frame.getBoundingClientRect();
    const px = clientX - box.left - box.width / 2;
    const py = clientY - box.top - box.height / 2;
    const k = next / this.scale;
    this.x = px - (px - this.x) * k;
    this.y = py - (py - this.y) * k;
    this.scale = next;
    if (next === MIN) {
      this.x = 0;
      this.y = 0;
    }
    this.apply();
  }

  private apply(): void {
    this.picture.style.transform = `translate(${this.x}px, ${this.y}px) scale(${this.scale})`;
    this.frame.style.cursor = this.scale > 1 ? (this.drag ? 'grabbing' : 'grab') : 'zoom-in';
    this.onScale(this.scale);
  }
}

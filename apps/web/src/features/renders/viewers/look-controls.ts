/** Where the viewer looks: a turn about the vertical, a tilt, and the vertical field of view (degrees). */
export interface Look {
  yaw: number;
  pitch: number;
  fov: number;
}

export const FOV_RANGE = { min: 30, max: 100, initial: 75 } as const;
const MAX_PITCH = (85 * Math.PI) / 180;

export const clampFov = (fov: number) => Math.min(FOV_RANGE.max, Math.max(FOV_RANGE.min, fov));
export const clampPitch = (pitch: number) => Math.min(MAX_PITCH, Math.max(-MAX_PITCH, pitch));

/** The device's orientation in radians, and the screen's turn, as DeviceOrientation gives them. */
export interface DeviceAngles {
  alpha: number;
  beta: number;
  gamma: number;
  screen: number;
}

/**
 * Drag to look around, wheel or pinch to zoom, on one element; the look lives here, not in React,
 * and every change calls `onChange` so the scene draws one frame. A tap (a press that barely moved)
 * is not a drag.
 */
export class LookControls {
  /** Set while the gyroscope steers; drags then only turn the heading offset. */
  device: DeviceAngles | null = null;
  private pointers = new Map<number, { x: number; y: number }>();
  private pinch = 0;
  private readonly listeners: [string, EventListener][];

  constructor(
    private readonly element: HTMLElement,
    readonly look: Look,
    private readonly onChange: () => void,
  ) {
    this.listeners = [
      ['pointerdown', (e) => this.down(e as PointerEvent)],
      ['pointermove', (e) => this.move(e as PointerEvent)],
      ['pointerup', (e) => this.up(e as PointerEvent)],
      ['pointercancel', (e) => this.up(e as PointerEvent)],
      ['wheel', (e) => this.wheel(e as WheelEvent)],
    ];
    for (const [name, listener] of this.listeners)
      element.addEventListener(name, listener, { passive: false });
    element.style.touchAction = 'none';
    element.style.cursor = 'grab';
  }

  zoomBy(factor: number): void {
    this.look.fov = clampFov(this.look.fov * factor);
    this.onChange();
  }

  /** Asks for the gyroscope (iOS asks the person) and follows it; answers whether it is on. */
  async enableGyro(): Promise<boolean> {
    const request = (DeviceOrientationEvent as unknown as { requestPermission?: () => Promise<string> })
      .requestPermission;
    if (request && (await request().catch(() => 'denied')) !== 'granted') return false;
    window.addEventListener('deviceorientation', this.orientation);
    return true;
  }

  disableGyro(): void {
    window.removeEventListener('deviceorientation', this.orientation);
    this.device = null;
    this.onChange();
  }

  dispose(): void {
    for (const [name, listener] of this.listeners) this.element.removeEventListener(name, listener);
    window.removeEventListener('deviceorientation', this.orientation);
  }

  private readonly orientation = (event: DeviceOrientationEvent) => {
    if (event.alpha === null || event.beta === null || event.gamma === null) return;
    const rad = Math.PI / 180;
    this.device = {
      alpha: event.alpha * rad,
      beta: event.beta * rad,
      gamma: event.gamma * rad,
      screen: (screen.orientation?.angle ?? 0) * rad,
    };
    this.onChange();
  };

  private down(event: PointerEvent) {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    this.element.setPointerCapture(event.pointerId);
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    this.pinch = this.spread();
    this.element.style.cursor = 'grabbing';
  }

  private move(event: PointerEvent) {
    const last = this.pointers.get(event.pointerId);
    if (!last) return;
    event.preventDefault();
    const dx = event.clientX - last.x;
    const dy = event.clientY - last.y;
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (this.pointers.size >= 2) {
      const spread = this.spread();
      if (this.pinch > 0 && spread > 0) this.look.fov = clampFov((this.look.fov * this.pinch) / spread);
      this.pinch = spread;
    } else {
      // Grab the picture: it follows the pointer at the speed the view shows it.
      const perPixel = (this.look.fov * Math.PI) / 180 / Math.max(1, this.element.clientHeight);
      this.look.yaw += dx * perPixel;
      if (!this.device) this.look.pitch = clampPitch(this.look.pitch + dy * perPixel);
    }
    this.onChange();
  }

  private up(event: PointerEvent) {
    this.pointers.delete(event.pointerId);
    this.pinch = this.spread();
    if (this.pointers.size === 0) this.element.style.cursor = 'grab';
  }

  private wheel(event: WheelEvent) {
    event.preventDefault();
    this.zoomBy(Math.exp(event.deltaY * 0.0012));
  }

  private spread(): number {
    const [a, b] = [...this.pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  }
}

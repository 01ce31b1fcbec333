import type { Camera, ObjectRef, OpeningTypeCode, SnapResult, Vec2 } from '@roomcraft/scene';

/** The wall chain being drawn: its clicked points, where the next one would go, and the typed length. */
export interface ChainPreview {
  readonly points: readonly Vec2[];
  readonly next?: Vec2;
  /** The next point closes the chain on its first point. */
  readonly closing: boolean;
  readonly thickness: number;
  readonly typed: string;
}

/** A door or window about to be placed: where it would go. */
export interface OpeningPreview {
  readonly wallId: string;
  readonly offset: number;
  readonly width: number;
  readonly editorTypeCode: OpeningTypeCode;
  /** The pointer is on the wall's right side: the opening swings that way. */
  readonly flipped: boolean;
}

/** Two points and whether the measurement is finished. */
export interface MeasurePreview {
  readonly a: Vec2;
  readonly b: Vec2;
  readonly done: boolean;
}

/**
 * What tools draw over the plan while they work: changes every frame, so it lives outside the
 * design and outside React state; the overlay layer subscribes to it.
 */
export interface Overlay {
  readonly cursor?: Vec2;
  readonly snap?: SnapResult;
  readonly hover?: ObjectRef;
  readonly chain?: ChainPreview;
  readonly rectangle?: { readonly a: Vec2; readonly b: Vec2; readonly thickness: number };
  readonly marquee?: { readonly a: Vec2; readonly b: Vec2 };
  readonly opening?: OpeningPreview;
  /** The opening being moved: the overlay shows its distances to the wall's ends. */
  readonly movingOpening?: string;
  readonly measure?: MeasurePreview;
  readonly calibration?: MeasurePreview & { readonly typed: string };
  /** The camera being placed, before it is added. */
  readonly camera?: Pick<Camera, 'position' | 'target' | 'fovDeg'>;
}

/** Holds the overlay and tells its subscribers when it changes. */
export class OverlayStore {
  private value: Overlay = {};
  private readonly listeners = new Set<() => void>();

  get = (): Overlay => this.value;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Replaces the overlay. */
  set(next: Overlay): void {
    this.value = next;
    for (const listener of this.listeners) listener();
  }

  /** Changes some fields of the overlay (undefined clears a field). */
  patch(fields: Partial<Overlay>): void {
    this.set({ ...this.value, ...fields });
  }

  clear(): void {
    if (Object.keys(this.value).length > 0) this.set({});
  }
}

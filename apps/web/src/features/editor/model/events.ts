import type { Vec2 } from '@roomcraft/scene';

/** A pointer event as tools see it: the plan point (mm) and the screen point (px) with its modifiers. */
export interface PlanPointer {
  readonly point: Vec2;
  readonly screen: Vec2;
  /** 0 main, 1 middle, 2 secondary. */
  readonly button: number;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  /** Ctrl, or ⌘ on a Mac. */
  readonly ctrlKey: boolean;
  /** The pointer id of a finger on a touch screen (pinching needs to tell fingers apart). */
  readonly touchId?: number;
}

/** A key press as tools see it. */
export interface PlanKey {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  /** Ctrl, or ⌘ on a Mac. */
  readonly ctrlKey: boolean;
}

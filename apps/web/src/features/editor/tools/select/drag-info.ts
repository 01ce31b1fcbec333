import type { ObjectRef } from '@roomcraft/scene';
import type { PlanPointer } from '../../model/events.ts';

/** What the pointing state hands to the state a drag starts: where it began and the first move. */
export interface DragInfo {
  readonly origin: PlanPointer;
  readonly event: PlanPointer;
  readonly target: ObjectRef;
}

/** Whether two references name the same object. */
export const sameRef = (a: ObjectRef, b: ObjectRef): boolean => a.kind === b.kind && a.id === b.id;

/** Screen pixels the pointer must travel before a press becomes a drag. */
export const DRAG_PIXELS = 4;

/** How far the pointer went on screen between two events, in pixels. */
export const dragDistance = (a: PlanPointer, b: PlanPointer): number =>
  Math.hypot(a.screen.x - b.screen.x, a.screen.y - b.screen.y);

import type { Design } from '../document/design.ts';
import type { Action } from './action.ts';
import { applyPatch, diff, type Patch } from './patch.ts';

/** One undo step: the action's name and the patch from the state before it to the state after. */
export interface HistoryEntry {
  readonly label: string;
  readonly patch: Patch;
  readonly mergeKey?: string;
  readonly time: number;
}

/** Options of {@link History}. */
export interface HistoryOptions {
  /** Repeated updates of the same target closer than this (ms) become one step (default 500). */
  readonly mergeWindowMs?: number;
  /** Oldest steps are dropped beyond this many (default 200). */
  readonly limit?: number;
  /** Clock, replaceable in tests. */
  readonly now?: () => number;
}

/**
 * Undo and redo over a design. Each step stores a structural patch (see {@link diff}), not a
 * snapshot. A gesture (a drag) is one step, however many actions it applies; outside a gesture,
 * repeated updates of the same target within the merge window are merged into one step.
 */
export class History {
  private current: Design;
  private undoStack: HistoryEntry[] = [];
  private redoStack: HistoryEntry[] = [];
  private gesture: { start: Design; label?: string; depth: number } | undefined;
  private readonly mergeWindowMs: number;
  private readonly limit: number;
  private readonly now: () => number;

  constructor(design: Design, options: HistoryOptions = {}) {
    this.current = design;
    this.mergeWindowMs = options.mergeWindowMs ?? 500;
    this.limit = options.limit ?? 200;
    this.now = options.now ?? Date.now;
  }

  /** The design as it stands. */
  get design(): Design {
    return this.current;
  }

  /** Whether there is a step to undo (never while a gesture is open). */
  get canUndo(): boolean {
    return this.gesture === undefined && this.undoStack.length > 0;
  }

  /** Whether there is an undone step to redo (never while a gesture is open). */
  get canRedo(): boolean {
    return this.gesture === undefined && this.redoStack.length > 0;
  }

  /** Names of the steps that undo would revert, most recent last. */
  get undoLabels(): readonly string[] {
    return this.undoStack.map((e) => e.label);
  }

  /** Runs an action and records it; an action that changes nothing records nothing. */
  apply<A>(action: Action<A>, args: A): Design {
    const before = this.current;
    const after = action(before, args);
    if (after === before) return before;
    this.current = after;
    if (this.gesture) {
      this.gesture.label ??= action.actionName;
      return after;
    }
    this.record(before, after, action.actionName, action.mergeKey?.(args));
    return after;
  }

  /** Opens a gesture: everything applied until {@link commitGesture} becomes one step. Gestures nest. */
  beginGesture(label?: string): void {
    if (this.gesture) this.gesture.depth++;
    else this.gesture = { start: this.current, label, depth: 1 };
  }

  /** Closes the gesture and records what it changed as one step (nothing if it changed nothing). */
  commitGesture(): void {
    const gesture = this.gesture;
    if (!gesture) return;
    if (--gesture.depth > 0) return;
    this.gesture = undefined;
    if (gesture.start !== this.current)
      this.push({
        label: gesture.label ?? 'gesture',
        patch: diff(gesture.start, this.current),
        time: this.now(),
      });
  }

  /** Drops the open gesture and returns to the design as it was when it began. */
  cancelGesture(): void {
    if (!this.gesture) return;
    this.current = this.gesture.start;
    this.gesture = undefined;
  }

  /** Reverts the last step. */
  undo(): boolean {
    const entry = this.gesture ? undefined : this.undoStack.pop();
    if (!entry) return false;
    this.current = applyPatch(this.current, entry.patch, 'backward');
    this.redoStack.push(entry);
    return true;
  }

  /** Re-applies the last undone step. */
  redo(): boolean {
    const entry = this.gesture ? undefined : this.redoStack.pop();
    if (!entry) return false;
    this.current = applyPatch(this.current, entry.patch, 'forward');
    this.undoStack.push(entry);
    return true;
  }

  /** Replaces the design (opening a project, a change from elsewhere): never undoable, clears both stacks. */
  load(design: Design): void {
    this.current = design;
    this.undoStack = [];
    this.redoStack = [];
    this.gesture = undefined;
  }

  private record(before: Design, after: Design, label: string, mergeKey: string | undefined): void {
    const time = this.now();
    const last = this.undoStack[this.undoStack.length - 1];
    const mergeable =
      mergeKey !== undefined &&
      this.redoStack.length === 0 &&
      last?.mergeKey === mergeKey &&
      time - last.time <= this.mergeWindowMs;
    if (mergeable) {
      const merged = diff(applyPatch(before, last.patch, 'backward'), after);
      // Updates that end where they began leave nothing to undo.
      if (merged.length === 0) this.undoStack.pop();
      else this.undoStack[this.undoStack.length - 1] = { label, patch: merged, mergeKey, time };
      return;
    }
    const patch = diff(before, after);
    if (patch.length > 0) this.push({ label, patch, mergeKey, time });
  }

  private push(entry: HistoryEntry): void {
    this.undoStack.push(entry);
    if (this.undoStack.length > this.limit) this.undoStack.shift();
    this.redoStack = [];
  }
}

import { createEmptyDesign, type Design } from '../document/design.ts';
import { floorHas, type ObjectRef } from '../document/kinds.ts';
import type { Action } from './action.ts';
import { History, type HistoryOptions } from './history.ts';

/** What the editor renders from: the design, the selection and whether undo/redo are possible. */
export interface DesignSnapshot {
  readonly design: Design;
  /** Selected objects of the active floor. */
  readonly selection: readonly ObjectRef[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/**
 * Holds a design, its history and the selection, framework-free. `subscribe` and `getSnapshot`
 * fit React's useSyncExternalStore: the snapshot object changes only when something changed.
 */
export class DesignStore {
  private readonly history: History;
  private selection: readonly ObjectRef[] = [];
  private snapshot: DesignSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(design: Design = createEmptyDesign(), options: HistoryOptions = {}) {
    this.history = new History(design, options);
    this.snapshot = this.makeSnapshot();
  }

  /** Registers a listener called after every change; returns the function that removes it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current snapshot (the same object until something changes). */
  getSnapshot = (): DesignSnapshot => this.snapshot;

  /** Applies an action through the history; the selection drops objects that no longer exist. */
  dispatch<A>(action: Action<A>, args: A): void {
    this.history.apply(action, args);
    this.changed();
  }

  /** Reverts the last step. */
  undo(): void {
    if (this.history.undo()) this.changed();
  }

  /** Re-applies the last undone step. */
  redo(): void {
    if (this.history.redo()) this.changed();
  }

  /** Opens a gesture (pointer down): its actions become one undo step. */
  beginGesture(label?: string): void {
    this.history.beginGesture(label);
    this.changed();
  }

  /** Closes the gesture (pointer up). */
  commitGesture(): void {
    this.history.commitGesture();
    this.changed();
  }

  /** Abandons the gesture (Escape) and restores the design from before it. */
  cancelGesture(): void {
    this.history.cancelGesture();
    this.changed();
  }

  /** Replaces the design without an undo step and clears history and selection. */
  load(design: Design): void {
    this.history.load(design);
    this.selection = [];
    this.changed();
  }

  /** Replaces the selection. */
  select(refs: readonly ObjectRef[]): void {
    this.selection = refs;
    this.changed();
  }

  private changed(): void {
    const design = this.history.design;
    const floor = design.floors.find((f) => f.id === design.activeFloorId);
    const kept = floor ? this.selection.filter((ref) => floorHas(floor, ref)) : [];
    if (kept.length !== this.selection.length) this.selection = kept;
    const next = this.makeSnapshot();
    const s = this.snapshot;
    const same =
      s.design === next.design &&
      s.selection === next.selection &&
      s.canUndo === next.canUndo &&
      s.canRedo === next.canRedo;
    if (same) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private makeSnapshot(): DesignSnapshot {
    return {
      design: this.history.design,
      selection: this.selection,
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
    };
  }
}

import type { KindToolId } from '../kinds/registry.ts';
import type { PlanKey, PlanPointer } from '../model/events.ts';
import type { PlanEditor } from '../model/plan-editor.ts';

/** What a tool state may react to; every handler is optional. */
export interface ToolEvents {
  onEnter?(info: unknown): void;
  onExit?(): void;
  onPointerDown?(e: PlanPointer): void;
  onPointerMove?(e: PlanPointer): void;
  onPointerUp?(e: PlanPointer): void;
  onDoubleClick?(e: PlanPointer): void;
  /** Returns true when the state used the key (the editor's shortcuts then ignore it). */
  onKeyDown?(e: PlanKey): boolean;
  /** Escape. */
  onCancel?(): void;
  /** Ctrl+Z while the state is busy (e.g. removes the last clicked point); true when handled. */
  onUndo?(): boolean;
}

/** One state of a tool, in a file of its own. */
export abstract class ToolState<T extends Tool = Tool> implements ToolEvents {
  abstract readonly id: string;
  onEnter?(info: unknown): void;
  onExit?(): void;
  onPointerDown?(e: PlanPointer): void;
  onPointerMove?(e: PlanPointer): void;
  onPointerUp?(e: PlanPointer): void;
  onDoubleClick?(e: PlanPointer): void;
  onKeyDown?(e: PlanKey): boolean;
  onCancel?(): void;
  onUndo?(): boolean;

  constructor(protected readonly tool: T) {}

  protected get editor(): PlanEditor {
    return this.tool.editor;
  }

  protected transition(id: string, info?: unknown): void {
    this.tool.transition(id, info);
  }
}

/** A constructor of a state of some tool. */
export type StateClass = new (tool: never) => ToolState;

/**
 * A tool: a small state machine whose first state is where it starts. Events go to the current
 * state; a state moves the tool on with `transition`.
 */
export abstract class Tool {
  private readonly states = new Map<string, ToolState>();
  private state: ToolState;

  constructor(
    readonly editor: PlanEditor,
    readonly id: ToolId,
    stateClasses: readonly StateClass[],
  ) {
    for (const S of stateClasses) {
      const state = new (S as new (tool: Tool) => ToolState)(this);
      this.states.set(state.id, state);
    }
    this.state = [...this.states.values()][0]!;
  }

  /** The current state's id. */
  get current(): string {
    return this.state.id;
  }

  /** Enters the tool in its first state. */
  enter(info?: unknown): void {
    this.state = [...this.states.values()][0]!;
    this.state.onEnter?.(info);
  }

  exit(): void {
    this.state.onExit?.();
  }

  transition(id: string, info?: unknown): void {
    const next = this.states.get(id);
    if (!next) throw new Error(`tool ${this.id} has no state ${id}`);
    this.state.onExit?.();
    this.state = next;
    next.onEnter?.(info);
    this.editor.toolChanged();
  }

  /** One of the tool's states, for a tool that offers a command of that state to the panels. */
  protected stateOf(id: string): ToolState | undefined {
    return this.states.get(id);
  }

  /** Passes an event to the current state. */
  handle<K extends keyof ToolEvents>(event: K, ...args: Parameters<NonNullable<ToolEvents[K]>>): unknown {
    const handler = this.state[event] as ((...a: unknown[]) => unknown) | undefined;
    return handler?.apply(this.state, args);
  }
}

/** The tools of the plan editor: its own and those the registered kinds bring. */
export type ToolId = 'select' | 'wall' | 'room' | 'opening' | 'measure' | 'calibrate' | 'camera' | KindToolId;

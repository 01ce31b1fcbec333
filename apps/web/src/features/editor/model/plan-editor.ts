import {
  type Action,
  ActionError,
  type Camera,
  type Design,
  type DesignStore,
  distance,
  type Floor,
  type ObjectRef,
  type OpeningTypeCode,
  type SizeOf,
  type SnapResult,
  type Vec2,
} from '@roomcraft/scene';
import { turnHandleAt } from '../kinds/item/item-turn-handle.ts';
import type { OpeningTool } from '../kinds/opening/tool/opening-tool.ts';
import { createTools } from '../tools/create-tools.ts';
import type { Tool, ToolId } from '../tools/tool.ts';
import { activeFloor } from './editor-actions.ts';
import type { PlanKey, PlanPointer } from './events.ts';
import { animationFrames, type FrameScheduler } from './frame-scheduler.ts';
import { withItemGroups } from './group-selection.ts';
import { cameraAimAt, hitTest } from './hit-test.ts';
import { runShortcut } from './key-shortcuts.ts';
import { OverlayStore } from './overlay.ts';
import { PlanCommands } from './plan-commands.ts';
import { type EditorSettings, SettingsStore } from './settings.ts';
import { snapOnPlan } from './snapping.ts';
import { ViewGestures } from './view-gestures.ts';
import { Viewport } from './viewport.ts';

/** Options of {@link PlanEditor}. */
export interface PlanEditorOptions {
  readonly store: DesignStore;
  /** The project whose design this is: its design images (the tracing images) are kept with it. */
  readonly projectId?: string;
  /** A project shared with VIEW: looking, selecting and exporting only. */
  readonly readOnly?: boolean;
  readonly frames?: FrameScheduler;
  readonly settings?: Partial<EditorSettings>;
  /** An action refused a change (e.g. a wall thickness of 0). */
  readonly onError?: (error: unknown) => void;
  /** The person pressed `?`. */
  readonly onHelp?: () => void;
  /** The person asked to see the 3D view through a saved camera. */
  readonly onLookThrough?: (camera: Camera) => void;
  /** Sizes of the products placed (items are caught and outlined at their footprints). */
  readonly sizeOf?: SizeOf;
}

/** How far the pointer may be from something and still catch it, in screen pixels. */
const HIT_PIXELS = 6;
const SNAP_PIXELS = 12;

/**
 * The 2D plan editor without React: the design store, the viewport, the tools and what they draw
 * over the plan. The React view feeds it pointer and key events; tests do the same without a
 * browser. Pointer moves are coalesced to one per frame, so the store changes at most once a frame.
 */
export class PlanEditor {
  readonly store: DesignStore;
  readonly viewport = new Viewport();
  readonly overlay = new OverlayStore();
  readonly settings: SettingsStore;
  readonly readOnly: boolean;
  readonly projectId: string | undefined;
  readonly commands = new PlanCommands(this);
  /** Sizes of placed products known so far. */
  readonly sizeOf: SizeOf;
  /** Pan, zoom and pinch. */
  private readonly view: ViewGestures;
  private readonly tools: ReturnType<typeof createTools>;
  private tool: Tool;
  private readonly listeners = new Set<() => void>();
  private readonly frames: FrameScheduler;
  private readonly on: Required<Pick<PlanEditorOptions, 'onError' | 'onHelp' | 'onLookThrough'>>;
  private pendingMove: PlanPointer | undefined;
  private framePending = false;
  private toolPathValue = '';
  /** The last pointer position over the plan. */
  pointer: PlanPointer | undefined;

  constructor(options: PlanEditorOptions) {
    this.store = options.store;
    this.readOnly = options.readOnly ?? false;
    this.projectId = options.projectId;
    this.frames = options.frames ?? animationFrames;
    this.settings = new SettingsStore(options.settings);
    this.sizeOf = options.sizeOf ?? (() => undefined);
    const ignore = () => {};
    this.on = {
      onError: options.onError ?? ignore,
      onHelp: options.onHelp ?? ignore,
      onLookThrough: options.onLookThrough ?? ignore,
    };
    // A pinch starting drops whatever the first finger began (a drag, a marquee, a placement).
    this.view = new ViewGestures(this.viewport, () => {
      if (this.gesturing || this.toolPathValue.endsWith('.pointing')) this.cancel();
    });
    this.tools = createTools(this);
    this.tool = this.tools.select;
    this.tool.enter();
    this.toolPathValue = this.computeToolPath();
  }

  get design(): Design {
    return this.store.getSnapshot().design;
  }

  /** The floor being edited. */
  get floor(): Floor {
    return activeFloor(this.design);
  }

  get selection(): readonly ObjectRef[] {
    return this.store.getSnapshot().selection;
  }

  /** The current tool's id. */
  get toolId(): ToolId {
    return this.tool.id;
  }

  /** `tool.state`, e.g. `wall.drawing`: what tests assert and the status bar shows. */
  getToolPath = (): string => this.toolPathValue;

  /** Whether a gesture is under way (a drag, a marquee, a placement): panels wait for its end. */
  get gesturing(): boolean {
    return /\.(dragging|placing|brushing|turning)/.test(this.toolPathValue);
  }

  /** Subscribes to tool and tool-state changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called by tools when their state changes (`force`: the tool's options changed too). */
  toolChanged(force = false): void {
    const path = this.computeToolPath();
    if (path === this.toolPathValue && !force) return;
    this.toolPathValue = path;
    for (const listener of this.listeners) listener();
  }

  /** The opening tool, to read and change the type it places. */
  get openingTool(): OpeningTool {
    return this.tools.opening;
  }

  /** Switches tools; a read-only editor offers select and measure only. */
  setTool(id: ToolId, info?: unknown): void {
    if (this.readOnly && id !== 'select' && id !== 'measure') return;
    this.tool.exit();
    this.overlay.clear();
    this.tool = this.tools[id];
    this.tool.enter(info);
    this.toolChanged(true);
  }

  /** Applies the real length (mm) of the distance marked with the calibrate tool. */
  applyCalibration(length: number): void {
    this.tools.calibrate.apply(length);
  }

  /** Starts placing doors or windows of a type. */
  placeOpenings(typeCode: OpeningTypeCode): void {
    this.setTool('opening', { typeCode });
  }

  /** Screen pixels as plan millimetres at the current zoom. */
  px(pixels: number): number {
    return pixels / this.viewport.scale;
  }

  /** Snaps a pointer position with the editor's settings; Alt held turns snapping off. */
  snap(
    e: Pick<PlanPointer, 'point' | 'altKey'>,
    options: { from?: Vec2; ignoreCorners?: readonly string[] } = {},
  ): SnapResult {
    const settings = this.settings.get();
    return snapOnPlan(this.floor, e.point, {
      enabled: settings.snap && !e.altKey,
      gridStep: settings.gridStep,
      radius: this.px(SNAP_PIXELS),
      ...options,
    });
  }

  /** The object under a plan point. */
  hitTest(point: Vec2): ObjectRef | undefined {
    return hitTest(this.floor, point, this.px(HIT_PIXELS), this.sizeOf);
  }

  /** The selected camera whose aiming handle is under a plan point (handles are a little larger). */
  cameraAimHandleAt(point: Vec2): string | undefined {
    return cameraAimAt(this.floor, this.selection, point, this.px(HIT_PIXELS + 2));
  }

  /** The selected item whose turning handle is under a plan point. */
  itemTurnHandleAt(point: Vec2): string | undefined {
    const handle = turnHandleAt(this.floor, this.selection, this.sizeOf, this.px(1));
    return handle && distance(handle.point, point) <= this.px(HIT_PIXELS + 2)
      ? handle.item.archiId
      : undefined;
  }

  /**
   * Applies a named action through the history. A refused change (ActionError) is reported, not
   * thrown; a read-only editor changes nothing. Returns whether the action ran.
   */
  dispatch<A>(action: Action<A>, args: A): boolean {
    if (this.readOnly) return false;
    try {
      this.store.dispatch(action, args);
      return true;
    } catch (error) {
      if (!(error instanceof ActionError)) throw error;
      this.on.onError(error);
      return false;
    }
  }

  select(refs: readonly ObjectRef[]): void {
    this.store.select(withItemGroups(this.floor, refs));
  }

  // Input ----------------------------------------------------------------------------------------

  pointerDown(e: PlanPointer): void {
    this.flushMove();
    this.pointer = e;
    if (this.view.down(e)) return;
    if (e.button === 0) this.tool.handle('onPointerDown', e);
  }

  /** Coalesced: the tool sees the latest move once per frame. */
  pointerMove(e: PlanPointer): void {
    this.pointer = e;
    if (this.view.move(e)) return;
    this.pendingMove = e;
    if (this.framePending) return;
    this.framePending = true;
    this.frames.request(() => {
      this.framePending = false;
      this.flushMove();
    });
  }

  pointerUp(e: PlanPointer): void {
    this.flushMove();
    this.pointer = e;
    if (this.view.up(e)) return;
    if (e.button === 0) this.tool.handle('onPointerUp', e);
  }

  doubleClick(e: PlanPointer): void {
    this.flushMove();
    this.tool.handle('onDoubleClick', e);
  }

  /** The pointer left the plan: hover and snap marks go. */
  pointerLeave(): void {
    this.pendingMove = undefined;
    if (this.toolPathValue.endsWith('.idle'))
      this.overlay.patch({ cursor: undefined, snap: undefined, hover: undefined });
  }

  /** Wheel: zoom around the pointer; with Ctrl (a trackpad pinch) at the pinch's rate. */
  wheel(screen: Vec2, deltaY: number, ctrlKey = false): void {
    this.view.wheel(screen, deltaY, ctrlKey);
  }

  /** Whether space is held (a drag then pans). */
  get panning(): boolean {
    return this.view.panning;
  }

  /** A key went down; returns whether the editor used it. */
  keyDown(k: PlanKey): boolean {
    if (k.key === ' ') {
      this.view.spaceHeld = true;
      return true;
    }
    if (this.tool.handle('onKeyDown', k) === true) return true;
    return runShortcut(this, k);
  }

  keyUp(k: PlanKey): void {
    if (k.key === ' ') this.view.spaceHeld = false;
  }

  // Commands --------------------------------------------------------------------------------------

  /** Undoes the tool's last step while it is busy (a clicked wall point), else the last change. */
  undo(): void {
    if (this.tool.handle('onUndo') === true) return;
    if (!this.readOnly) this.store.undo();
  }

  redo(): void {
    if (!this.readOnly && this.toolPathValue.endsWith('.idle')) this.store.redo();
  }

  /** Escape: the tool steps back (ends a chain, drops a drag); from an idle tool, back to select. */
  cancel(): void {
    this.tool.handle('onCancel');
  }

  /** The person asked for the help panel (`?`). */
  requestHelp(): void {
    this.on.onHelp();
  }

  /** Shows the 3D view as a saved camera sees it. */
  lookThrough(camera: Camera): void {
    this.on.onLookThrough(camera);
  }

  private flushMove(): void {
    const e = this.pendingMove;
    this.pendingMove = undefined;
    if (e) this.tool.handle('onPointerMove', e);
  }

  private computeToolPath(): string {
    return `${this.tool.id}.${this.tool.current}`;
  }
}

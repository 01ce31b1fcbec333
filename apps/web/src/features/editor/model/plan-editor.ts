import {
  type Action,
  ActionError,
  type Design,
  type DesignStore,
  deleteObjects,
  type Floor,
  type ObjectRef,
  type OpeningTypeCode,
  type SnapResult,
  type Vec2,
} from '@roomcraft/scene';
import { CalibrateTool } from '../tools/calibrate/calibrate-tool.ts';
import { MeasureTool } from '../tools/measure/measure-tool.ts';
import { OpeningTool } from '../tools/opening/opening-tool.ts';
import { RoomTool } from '../tools/room/room-tool.ts';
import { SelectTool } from '../tools/select/select-tool.ts';
import type { Tool, ToolId } from '../tools/tool.ts';
import { WallTool } from '../tools/wall/wall-tool.ts';
import { copySelection } from './clipboard.ts';
import {
  activeFloor,
  movableParts,
  newIdsFor,
  nudgeObjects,
  type PlanClipboard,
  pastePlan,
} from './editor-actions.ts';
import type { PlanKey, PlanPointer } from './events.ts';
import { animationFrames, type FrameScheduler } from './frame-scheduler.ts';
import { hitTest } from './hit-test.ts';
import { OverlayStore } from './overlay.ts';
import { floorBounds } from './plan-geometry.ts';
import { type EditorSettings, SettingsStore } from './settings.ts';
import { snapOnPlan } from './snapping.ts';
import { Viewport } from './viewport.ts';

/** Options of {@link PlanEditor}. */
export interface PlanEditorOptions {
  readonly store: DesignStore;
  /** A project shared with VIEW: looking, selecting and exporting only. */
  readonly readOnly?: boolean;
  readonly frames?: FrameScheduler;
  readonly settings?: Partial<EditorSettings>;
  /** An action refused a change (e.g. a wall thickness of 0). */
  readonly onError?: (error: unknown) => void;
  /** The person pressed `?`. */
  readonly onHelp?: () => void;
}

/** How far the pointer may be from something and still catch it, in screen pixels. */
const HIT_PIXELS = 6;
const SNAP_PIXELS = 12;
/** Wheel zoom speed: the scale changes by e^(−deltaY × this). */
const WHEEL_ZOOM = 0.0015;

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
  private readonly tools: Record<ToolId, Tool>;
  private tool: Tool;
  private readonly listeners = new Set<() => void>();
  private readonly frames: FrameScheduler;
  private readonly onError: (error: unknown) => void;
  private readonly onHelp: () => void;
  private pendingMove: PlanPointer | undefined;
  private framePending = false;
  private pan: { last: Vec2 } | undefined;
  private spaceHeld = false;
  private clipboard: PlanClipboard | undefined;
  private pasteCount = 0;
  private toolPathValue = '';
  /** The last pointer position over the plan. */
  pointer: PlanPointer | undefined;

  constructor(options: PlanEditorOptions) {
    this.store = options.store;
    this.readOnly = options.readOnly ?? false;
    this.frames = options.frames ?? animationFrames;
    this.settings = new SettingsStore(options.settings);
    this.onError = options.onError ?? (() => {});
    this.onHelp = options.onHelp ?? (() => {});
    this.tools = {
      select: new SelectTool(this),
      wall: new WallTool(this),
      room: new RoomTool(this),
      opening: new OpeningTool(this),
      measure: new MeasureTool(this),
      calibrate: new CalibrateTool(this),
    };
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
    return /\.(dragging|placing|brushing)/.test(this.toolPathValue);
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
    return this.tools.opening as OpeningTool;
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
    (this.tools.calibrate as CalibrateTool).apply(length);
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
    return hitTest(this.floor, point, this.px(HIT_PIXELS));
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
      this.onError(error);
      return false;
    }
  }

  select(refs: readonly ObjectRef[]): void {
    this.store.select(refs);
  }

  // Input ----------------------------------------------------------------------------------------

  pointerDown(e: PlanPointer): void {
    this.flushMove();
    this.pointer = e;
    if (e.button === 1 || (e.button === 0 && this.spaceHeld)) {
      this.pan = { last: e.screen };
      return;
    }
    if (e.button === 0) this.tool.handle('onPointerDown', e);
  }

  /** Coalesced: the tool sees the latest move once per frame. */
  pointerMove(e: PlanPointer): void {
    this.pointer = e;
    if (this.pan) {
      this.viewport.panBy(e.screen.x - this.pan.last.x, e.screen.y - this.pan.last.y);
      this.pan = { last: e.screen };
      return;
    }
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
    if (this.pan) {
      this.pan = undefined;
      return;
    }
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

  /** Wheel: zoom around the pointer. */
  wheel(screen: Vec2, deltaY: number): void {
    this.viewport.zoomAt(screen, Math.exp(-deltaY * WHEEL_ZOOM));
  }

  /** Whether space is held (a drag then pans). */
  get panning(): boolean {
    return this.spaceHeld || this.pan !== undefined;
  }

  /** A key went down; returns whether the editor used it. */
  keyDown(k: PlanKey): boolean {
    if (k.key === ' ') {
      this.spaceHeld = true;
      return true;
    }
    if (this.tool.handle('onKeyDown', k) === true) return true;
    return this.shortcut(k);
  }

  keyUp(k: PlanKey): void {
    if (k.key === ' ') this.spaceHeld = false;
  }

  private shortcut(k: PlanKey): boolean {
    const key = k.key.length === 1 ? k.key.toLowerCase() : k.key;
    if (k.ctrlKey) {
      if (key === 'z' && !k.shiftKey) this.undo();
      else if ((key === 'z' && k.shiftKey) || key === 'y') this.redo();
      else if (key === 'c') this.copy();
      else if (key === 'x') this.cut();
      else if (key === 'v') this.paste();
      else if (key === 'a') this.selectAll();
      else return false;
      return true;
    }
    if (k.altKey) return false;
    switch (key) {
      case 'Escape':
        this.cancel();
        return true;
      case 'Delete':
      case 'Backspace':
        this.deleteSelection();
        return true;
      case '?':
        this.onHelp();
        return true;
      case 'v':
        this.setTool('select');
        return true;
      case 'w':
        this.setTool('wall');
        return true;
      case 'r':
        this.setTool('room');
        return true;
      case 'd':
        this.placeOpenings(this.settings.get().doorType);
        return true;
      case 'n':
        this.placeOpenings(this.settings.get().windowType);
        return true;
      case 'm':
        this.setTool('measure');
        return true;
      case 'f':
        this.fit();
        return true;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'ArrowUp':
      case 'ArrowDown':
        return this.nudge(key, k.shiftKey);
      default:
        return false;
    }
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

  /** Moves the selection one grid step (ten with Shift) with the arrow keys. */
  private nudge(key: string, far: boolean): boolean {
    const step = (this.settings.get().gridStep || 10) * (far ? 10 : 1);
    const delta = {
      x: key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0,
      y: key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0,
    };
    const { cornerIds, itemIds } = movableParts(this.floor, this.selection);
    if (cornerIds.length === 0 && itemIds.length === 0) return false;
    this.dispatch(nudgeObjects, { cornerIds, itemIds, delta });
    return true;
  }

  deleteSelection(): void {
    if (this.selection.length === 0) return;
    this.dispatch(deleteObjects, { refs: this.selection });
  }

  copy(): boolean {
    const copied = copySelection(this.floor, this.selection);
    if (!copied) return false;
    this.clipboard = copied;
    this.pasteCount = 0;
    return true;
  }

  cut(): void {
    if (this.copy()) this.deleteSelection();
  }

  /**
   * Pastes the clipboard beside what was copied (to the right, 1 m apart, on the grid), further
   * along with each paste so copies never overlap, and selects what it pasted.
   */
  paste(): void {
    const clipboard = this.clipboard;
    if (!clipboard || this.readOnly) return;
    this.pasteCount++;
    const xs = [...clipboard.corners.map((c) => c.position.x), ...clipboard.items.map((it) => it.position.x)];
    const width = Math.max(...xs) - Math.min(...xs);
    const grid = this.settings.get().gridStep || 100;
    const step = Math.ceil((width + 1000) / grid) * grid * this.pasteCount;
    const ids = newIdsFor(clipboard);
    if (!this.dispatch(pastePlan, { clipboard, offset: { x: step, y: 0 }, ids })) return;
    const floor = this.floor;
    const pasted: ObjectRef[] = [
      ...clipboard.walls.map((w) => ({ kind: 'wall' as const, id: ids[w.archiId]! })),
      ...clipboard.openings.map((o) => ({ kind: 'opening' as const, id: ids[o.archiId]! })),
      ...clipboard.items.map((it) => ({ kind: 'item' as const, id: ids[it.archiId]! })),
    ];
    const present = new Set([
      ...floor.walls.map((w) => w.archiId),
      ...floor.openings.map((o) => o.archiId),
      ...floor.items.map((it) => it.archiId),
    ]);
    this.select(pasted.filter((r) => present.has(r.id)));
  }

  selectAll(): void {
    const floor = this.floor;
    this.select([
      ...floor.walls.map((w) => ({ kind: 'wall' as const, id: w.archiId })),
      ...floor.openings.map((o) => ({ kind: 'opening' as const, id: o.archiId })),
      ...floor.items.map((it) => ({ kind: 'item' as const, id: it.archiId })),
    ]);
  }

  /**
   * Shows the whole floor with room around it for dimension lines and door swings, or a 12 × 8 m
   * area around the origin when the floor is empty.
   */
  fit(): void {
    const b = floorBounds(this.floor);
    const margin = 1000;
    this.viewport.fit(
      b
        ? { minX: b.minX - margin, minY: b.minY - margin, maxX: b.maxX + margin, maxY: b.maxY + margin }
        : { minX: -1000, minY: -1000, maxX: 11_000, maxY: 7000 },
      40,
    );
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

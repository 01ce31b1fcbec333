import {
  birdViewCutaway,
  type Cutaway,
  type DesignStore,
  type Floor,
  type Camera as SavedCamera,
  sameCutaway,
  type Vec2,
} from '@roomcraft/scene';
import {
  buildSceneGroup,
  findOverlaps,
  type ItemWarning,
  itemFrame,
  type ModelProgress,
  ScenePartsCache,
  sceneWarnings,
  setTimeOfDay,
  updateSceneGroup,
} from '@roomcraft/scene/three';
import {
  Box3,
  type Camera,
  Group,
  Object3D,
  PerspectiveCamera,
  type Scene,
  type Vector3,
  type WebGLRenderer,
} from 'three';
import type { SurfaceTarget } from '../finishes/surfaces.ts';
import type { ProductDirectory } from '../library/product-directory.ts';
import { Observable } from './observable.ts';
import { SelectionOutline } from './selection-outline.ts';

/** The 3D view's camera: orbit (bird view), orthographic top view, or first-person walk-through. */
export type ViewMode = 'orbit' | 'top' | 'walk';

/** What the view's controls show; per-frame state never goes here. */
export interface ViewState {
  readonly mode: ViewMode;
  readonly hour: number;
  readonly exposure: number;
  /** Whether the bird view cuts down the walls between the camera and the rooms (as bird view renders do). */
  readonly cutaway: boolean;
  readonly progress: ModelProgress;
  readonly warnings: readonly ItemWarning[];
  /**
   * The selected item the gizmo sits on (the one clicked), with every selected item (a group's
   * members, or items selected together) in `members`; locked when any of them is.
   */
  readonly selectedItem: SelectedItems | null;
  readonly surface: SurfaceTarget | null;
}

/** The items the item commands act on. */
export interface SelectedItems {
  readonly id: string;
  readonly members: readonly string[];
  readonly locked: boolean;
  /** Whether all members are one group (ungroup applies), or several items that could be grouped. */
  readonly grouped: boolean;
  readonly overlaps: number;
}

/** What the canvas lends the controller: set by a component inside it. */
export interface ThreeHandles {
  readonly gl: WebGLRenderer;
  readonly scene: Scene;
  readonly camera: () => Camera;
  readonly invalidate: () => void;
  /** The rig's orbit or map controls, once mounted. */
  readonly controls?: () => { target: Vector3; update(): void } | null;
}

/**
 * The 3D view without React: it follows the DesignStore (subscribed outside React's render), keeps
 * the three.js scene in step through `updateSceneGroup`, and holds the selection outline and the
 * gizmo's target. Components only mount its objects and call its commands.
 */
export class View3DController {
  readonly state: Observable<ViewState>;
  /** The selection outline, in the design's millimetre frame. */
  readonly overlay = new Group();
  /** What the turning ring turns (world frame); a turn is turned into moveItem actions. */
  readonly proxy = new Object3D();
  /** Whether the turning ring is being dragged (a click that ends a drag selects nothing). */
  gizmoDragging = false;
  /** Whether the pointer is over the turning ring (set by the ring): a press there turns, not moves. */
  gizmoHovered: () => boolean = () => false;
  /** Whether a product is being dragged in the view. */
  private itemDragging = false;
  private readonly outline = new SelectionOutline();
  private readonly parts = new ScenePartsCache();
  private sceneGroup: Group | undefined;
  private three: ThreeHandles | undefined;
  /** Where the bird view's camera stands, plan millimetres: the cutaway follows it. */
  private eye: Vec2 | undefined;
  private cut: Cutaway | undefined;

  constructor(
    readonly store: DesignStore,
    readonly directory: ProductDirectory,
    readonly readOnly: boolean,
  ) {
    this.overlay.name = 'overlay';
    this.overlay.scale.setScalar(0.001);
    this.overlay.add(this.outline.object);
    this.proxy.name = 'gizmo-target';
    this.state = new Observable<ViewState>({
      mode: 'orbit',
      hour: 14,
      exposure: 1,
      cutaway: true,
      progress: { total: 0, settled: 0, failed: 0 },
      warnings: [],
      selectedItem: null,
      surface: null,
    });
  }

  /** The scene of the active floor, built on first use. */
  get group(): Group {
    if (!this.sceneGroup) {
      this.sceneGroup = buildSceneGroup(this.describe(), {
        models: this.directory.models,
        textures: this.directory,
      });
      setTimeOfDay(this.sceneGroup, this.state.get().hour);
    }
    return this.sceneGroup;
  }

  /** The floor the view shows (the design's active floor). */
  floor(): Floor {
    const { design } = this.store.getSnapshot();
    return design.floors.find((f) => f.id === design.activeFloorId) ?? design.floors[0]!;
  }

  /** Follows the store, model loads and texture loads; returns the function that stops. */
  start(): () => void {
    const stops = [
      this.store.subscribe(() => this.refresh()),
      this.directory.models.subscribe(() => this.refresh()),
      this.directory.subscribe(() => this.refresh()),
    ];
    this.refresh();
    return () => {
      for (const stop of stops) stop();
    };
  }

  /** Lends the canvas's renderer, scene and camera (or takes them back with undefined). */
  attach(three: ThreeHandles | undefined): void {
    this.three = three;
    if (!three) return;
    three.gl.toneMappingExposure = this.state.get().exposure;
    // The sun's shadows do not depend on the camera: they are drawn again only when the scene or
    // the time of day changes, not on every frame of an orbit or a walk.
    three.gl.shadowMap.autoUpdate = false;
    this.redraw();
  }

  /**
   * Draws a new frame, with fresh shadows (the scene changed). While a product is dragged the
   * shadows wait for its release: a shadow pass per frame would double the frame's cost.
   */
  private redraw(): void {
    if (!this.three) return;
    if (!this.itemDragging) this.three.gl.shadowMap.needsUpdate = true;
    this.three.invalidate();
  }

  /** Opens the store gesture of a product drag (see {@link ItemDrag}). */
  beginItemDrag(): void {
    this.itemDragging = true;
    this.store.beginGesture('moveItem');
  }

  /** Ends a product drag, keeping where the items went or putting them back. */
  endItemDrag(keep: boolean): void {
    if (!this.itemDragging) return;
    this.itemDragging = false;
    if (keep) this.store.commitGesture();
    else this.store.cancelGesture();
    this.redraw();
  }

  /** Whether a product is being dragged. */
  get draggingItem(): boolean {
    return this.itemDragging;
  }

  get canvas(): ThreeHandles | undefined {
    return this.three;
  }

  /** Brings the scene, the outline and the view state in line with the store. */
  refresh(): void {
    const group = this.group;
    updateSceneGroup(group, this.describe());
    const { selection } = this.store.getSnapshot();
    const floor = this.floor();
    // Item commands apply when only items are selected: one, a group, or several picked together.
    const itemIds = selection.every((s) => s.kind === 'item') ? selection.map((s) => s.id) : [];
    const members = floor.items.filter((i) => itemIds.includes(i.archiId));
    const lead = members.find((i) => i.archiId === itemIds[0]);
    const frame = lead ? itemFrame(group, lead.archiId) : undefined;
    const locked = members.some((i) => i.lock);
    this.outline.show(
      members.map((i) => itemFrame(group, i.archiId)),
      locked,
    );
    if (frame) {
      this.proxy.position.set(...frame.part.position).multiplyScalar(0.001);
      this.proxy.rotation.set(0, frame.part.rotationY, 0);
      this.proxy.updateMatrixWorld();
    }
    const surface = this.state.get().surface;
    const keepSurface = surface && selection.some((s) => s.kind === 'wall' || s.kind === 'room');
    this.state.set({
      progress: this.directory.models.progress(),
      warnings: sceneWarnings(group),
      selectedItem: lead
        ? {
            id: lead.archiId,
            members: members.map((i) => i.archiId),
            locked,
            grouped: lead.groupId !== undefined && members.every((i) => i.groupId === lead.groupId),
            overlaps: findOverlaps(floor, this.directory.sizeOf, [lead.archiId]).length,
          }
        : null,
      surface: keepSurface ? surface : null,
    });
    this.redraw();
  }

  setMode(mode: ViewMode): void {
    this.state.set({ mode });
    this.refresh();
  }

  setCutaway(cutaway: boolean): void {
    this.state.set({ cutaway });
    this.refresh();
  }

  /**
   * Follows the bird view's camera (world metres): the walls it cuts down change as it orbits, and
   * the scene is described again only when the set of cut walls does.
   */
  followCamera(position: Vector3): void {
    this.eye = { x: position.x * 1000, y: position.z * 1000 };
    if (!sameCutaway(this.cutaway(), this.cut)) this.refresh();
  }

  setHour(hour: number): void {
    this.state.set({ hour });
    setTimeOfDay(this.group, hour);
    this.redraw();
  }

  setExposure(exposure: number): void {
    this.state.set({ exposure });
    if (this.three) this.three.gl.toneMappingExposure = exposure;
    this.three?.invalidate();
  }

  /** Remembers the surface picked for finishing. */
  setSurface(surface: SurfaceTarget | null): void {
    this.state.set({ surface });
  }

  /** The architecture's bounds in world units (metres), to frame cameras. */
  bounds(): Box3 {
    // Before the first frame nothing has applied the root's millimetre scale to world matrices.
    this.group.updateMatrixWorld(true);
    const architecture = this.group.getObjectByName('architecture');
    const box = architecture ? new Box3().setFromObject(architecture) : new Box3();
    return box.isEmpty()
      ? new Box3().setFromCenterAndSize(box.min.set(0, 0, 0), box.max.set(10, 3, 10))
      : box;
  }

  /**
   * Shows the bird view from a camera saved in the plan: its eye, what it looks at and its field of
   * view. A switch from another mode mounts the orbit rig first, so this retries for up to two seconds of frames.
   */
  lookThrough(saved: SavedCamera, framesLeft = 120): void {
    if (this.state.get().mode !== 'orbit') this.setMode('orbit');
    const three = this.three;
    const camera = three?.camera();
    const controls = three?.controls?.();
    if (!three || !(camera instanceof PerspectiveCamera) || !controls) {
      if (framesLeft > 0) requestAnimationFrame(() => this.lookThrough(saved, framesLeft - 1));
      return;
    }
    // Plan millimetres to world metres: plan y is world z, heights go up from the floor's elevation.
    const elevation = this.floor().elevation;
    const world = (p: SavedCamera['position']) => [p.x / 1000, (elevation + p.z) / 1000, p.y / 1000] as const;
    camera.position.set(...world(saved.position));
    camera.fov = saved.fovDeg;
    camera.updateProjectionMatrix();
    controls.target.set(...world(saved.target));
    controls.update();
    three.invalidate();
  }

  /** Saves what the camera sees now as a PNG data URL. */
  takePicture(): string | undefined {
    const three = this.three;
    if (!three) return undefined;
    // The picture shows the design, not the editing aids: no outline, no gizmo.
    const aids = three.scene.children.filter(
      (o) =>
        o.visible && (o === this.overlay || (o as { isTransformControls?: boolean }).isTransformControls),
    );
    for (const aid of aids) aid.visible = false;
    three.gl.render(three.scene, three.camera());
    const url = three.gl.domElement.toDataURL('image/png');
    for (const aid of aids) aid.visible = true;
    three.invalidate();
    return url;
  }

  dispose(): void {
    this.outline.dispose();
  }

  private cutaway(): Cutaway | undefined {
    const { mode, cutaway } = this.state.get();
    return mode === 'orbit' && cutaway && this.eye ? birdViewCutaway(this.floor(), this.eye) : undefined;
  }

  private describe() {
    this.cut = this.cutaway();
    return this.parts.describe(this.floor(), {
      ceilings: this.state.get().mode === 'walk',
      productLights: this.directory.lights,
      cutaway: this.cut,
    });
  }
}

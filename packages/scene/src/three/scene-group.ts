import { Box3, Group, type InstancedMesh, type Intersection, type Object3D, Vector3 } from 'three';
import type { Vec3 } from '../geometry/vector.ts';
import type { SceneParts } from '../parts/scene-parts.ts';
import { ArchitectureLayer, type ArchitectureUpdate } from './architecture-layer.ts';
import { type ItemFrame, ItemLayer, type ItemWarning } from './item-layer.ts';
import { LightLayer } from './light-layer.ts';
import type { ModelCache } from './model-cache.ts';
import { SurfaceMaterials } from './surface-materials.ts';
import type { TextureSource } from './textures.ts';

/** What the scene builder loads products and finishes through. */
export interface SceneDeps {
  readonly models: ModelCache;
  readonly textures?: TextureSource;
}

/** What an update changed. */
export interface SceneUpdate {
  readonly architecture: ArchitectureUpdate;
  readonly items: { readonly rebuilt: readonly string[]; readonly moved: number };
  readonly lights: number;
  readonly textures: number;
}

interface SceneState {
  readonly materials: SurfaceMaterials;
  readonly architecture: ArchitectureLayer;
  readonly items: ItemLayer;
  readonly lights: LightLayer;
  parts: SceneParts;
}

/** Millimetres to metres: the root's scale. */
export const MM = 0.001;

const states = new WeakMap<Object3D, SceneState>();

function stateOf(group: Object3D): SceneState {
  const state = states.get(group);
  if (!state) throw new Error('not a group made by buildSceneGroup');
  return state;
}

/**
 * Builds the three.js scene of a floor's parts (the same parts the render export writes): the root
 * is scaled from millimetres to metres; architecture, placed items (instanced) and lights hang under it.
 */
export function buildSceneGroup(parts: SceneParts, deps: SceneDeps): Group {
  const root = new Group();
  root.name = 'design';
  root.scale.setScalar(MM);
  const materials = new SurfaceMaterials(deps.textures);
  const state: SceneState = {
    materials,
    architecture: new ArchitectureLayer(materials),
    items: new ItemLayer(deps.models),
    lights: new LightLayer(),
    parts,
  };
  root.add(state.architecture.group, state.items.group, state.lights.group);
  states.set(root, state);
  updateSceneGroup(root, parts);
  return root;
}

/**
 * Brings a built scene in line with new parts, rebuilding only what changed: architecture parts by
 * identity and then by their numbers, items by product (instances move in place), lamps by value.
 * Call it again when models or textures arrive; they replace their placeholders then.
 */
export function updateSceneGroup(previous: Group, parts: SceneParts): SceneUpdate {
  const state = stateOf(previous);
  state.parts = parts;
  const architecture = state.architecture.update(parts.meshes);
  const keys = new Set(parts.meshes.flatMap((m) => Object.values(m.materials).map((s) => s.key)));
  state.materials.retain(keys);
  const textures = state.materials.refreshTextures();
  const items = state.items.update(parts.items);
  const lights = state.lights.update(parts.lights);
  if (architecture.built > 0) {
    const bounds = new Box3();
    for (const mesh of state.architecture.meshes()) bounds.union(mesh.geometry.boundingBox!);
    state.lights.fit(bounds);
  }
  return { architecture, items, lights, textures };
}

/** Moves the sun to a time of day (hours). */
export function setTimeOfDay(group: Group, hour: number): void {
  stateOf(group).lights.setHour(hour);
}

/** The parts the scene shows now. */
export const sceneParts = (group: Group): SceneParts => stateOf(group).parts;

/** Where an item is drawn and how big it is (root frame, mm), for outlines and gizmos. */
export const itemFrame = (group: Group, itemId: string): ItemFrame | undefined =>
  stateOf(group).items.frame(itemId);

/** Products drawn as placeholders because their models failed. */
export const sceneWarnings = (group: Group): ItemWarning[] => stateOf(group).items.warnings();

/** Counts of what the scene draws. */
export function sceneStats(group: Group) {
  const state = stateOf(group);
  const instanced = state.items.instancedMeshes();
  return {
    architectureMeshes: state.architecture.meshes().length,
    instancedMeshes: instanced.length,
    instances: instanced.reduce((n, m) => n + m.count, 0),
    placeholders: instanced.filter((m) => m.userData.warning).length,
    materials: state.materials.size,
    lamps: state.lights.lampCount,
  };
}

/** What a pointer ray hit, in the design's terms. */
export type PickTarget =
  | { readonly kind: 'item'; readonly id: string; readonly productId: string }
  | { readonly kind: 'wall'; readonly id: string; readonly side: string }
  | { readonly kind: 'floor' | 'ceiling'; readonly roomId: string }
  | { readonly kind: 'opening'; readonly id: string };

/** Names the design object behind a raycast hit on a scene made by {@link buildSceneGroup}. */
export function pickTarget(hit: Intersection): PickTarget | undefined {
  const data = hit.object.userData as Record<string, unknown>;
  if ((hit.object as InstancedMesh).isInstancedMesh && hit.instanceId !== undefined) {
    const id = (data.itemIds as string[] | undefined)?.[hit.instanceId];
    return id ? { kind: 'item', id, productId: data.productId as string } : undefined;
  }
  const id = data.id as string | undefined;
  if (!id) return undefined;
  if (data.kind === 'wall') {
    const side = (data.parts as string[])[hit.face?.materialIndex ?? 0] ?? 'end';
    return { kind: 'wall', id, side };
  }
  if (data.kind === 'floor' || data.kind === 'ceiling') return { kind: data.kind, roomId: id };
  if (data.kind === 'opening') return { kind: 'opening', id };
  return undefined;
}

/** A world point (metres) as a plan point with its height above the floor (mm). */
export function planPoint(group: Group, world: Vector3): Vec3 {
  const local = group.worldToLocal(world.clone());
  return { x: local.x, y: local.z, z: local.y - stateOf(group).parts.elevation };
}

/** A plan point with a height above the floor (mm) as a world point (metres). */
export function worldPoint(group: Group, p: Vec3): Vector3 {
  return group.localToWorld(new Vector3(p.x, p.z + stateOf(group).parts.elevation, p.y));
}

/** Frees what the scene owns (geometries, materials, instance buffers); models stay in their cache. */
export function disposeSceneGroup(group: Group): void {
  const state = stateOf(group);
  state.architecture.dispose();
  state.items.dispose();
  state.lights.dispose();
  state.materials.dispose();
  group.clear();
  states.delete(group);
}

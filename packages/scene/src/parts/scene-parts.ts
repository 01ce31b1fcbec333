import type { Design } from '../document/design.ts';
import type { Floor } from '../document/floor.ts';
import { roomOutline } from '../geometry/floor-rooms.ts';
import type { MeshData } from '../geometry/mesh-builder.ts';
import type { Item } from '../kinds/item/schema.ts';
import { lampLight, type ProductLightLookup } from '../kinds/light/lamp-lights.ts';
import type { Light } from '../kinds/light/schema.ts';
import { openingMeshes } from '../kinds/opening/parts.ts';
import { ANY_KINDS, objectsOf, type RegisteredKind } from '../kinds/registry.ts';
import { floorWallMeshes } from '../kinds/wall/mesh.ts';
import { applyCutaway, type Cutaway } from './cutaway.ts';
import { DEFAULT_MATERIALS, finishedMaterial, type SurfaceMaterial } from './materials.ts';
import { slabMesh } from './slab.ts';

/**
 * A mesh of the architecture (millimetres, renderer frame) with a material per part: walls, room
 * floors and ceilings, openings, and every registered kind that draws itself (`DesignKind.mesh`).
 */
export interface MeshPart {
  readonly kind: 'wall' | 'floor' | 'ceiling' | 'opening' | RegisteredKind['name'];
  readonly id: string;
  readonly mesh: MeshData<string>;
  readonly materials: Readonly<Record<string, SurfaceMaterial>>;
}

/** A placed product: the renderer loads its model, or draws a box of its size when it cannot. */
export interface ItemPart {
  readonly id: string;
  readonly productId: string;
  readonly optionId: string | undefined;
  /**
   * The product whose model is drawn: the chosen option (another member of the product's group,
   * a product of its own with its own model), else the placed product.
   */
  readonly modelProductId: string;
  readonly editorTypeCode: number;
  /** Renderer frame, millimetres: X = plan x, Y = height above the ground level, Z = plan y. */
  readonly position: readonly [number, number, number];
  /** About the vertical axis, radians, in the renderer frame (plan clockwise = negative about +Y). */
  readonly rotationY: number;
  readonly scale: readonly [number, number, number];
}

/** A light: one of the design's, or the light of a placed lamp (its id is then `<item id>:light`). */
export interface LightPart {
  readonly id: string;
  readonly light: Light;
  readonly position: readonly [number, number, number];
}

/** Everything a renderer draws for one floor: architecture meshes, placed items and lights. */
export interface SceneParts {
  readonly floorId: string;
  readonly elevation: number;
  readonly meshes: MeshPart[];
  readonly items: ItemPart[];
  readonly lights: LightPart[];
}

export interface ScenePartsOptions {
  /** Draw ceilings (not for views from above). */
  ceilings: boolean;
  /** The light data of lamp products: each placed lamp adds its light at its bulb. */
  productLights?: ProductLightLookup;
  /** The bird view's dollhouse cut (`birdViewCutaway`): these walls are lowered. */
  cutaway?: Cutaway;
}

const toFrame = (p: { x: number; y: number; z: number }, elevation: number) =>
  [p.x, p.z + elevation, p.y] as const;

function itemPart(item: Item, elevation: number): ItemPart {
  return {
    id: item.archiId,
    productId: item.productId,
    optionId: item.optionId,
    modelProductId: item.optionId ?? item.productId,
    editorTypeCode: item.editorTypeCode,
    position: toFrame(item.position, elevation),
    rotationY: -item.rotation.z,
    scale: [item.scale.x, item.scale.z, item.scale.y],
  };
}

/**
 * Describes one floor of a design for any renderer: the editor's three.js view and the render
 * workers' glTF export both draw exactly these parts, so a render shows what the editor shows.
 */
export function describeFloor(whole: Floor, options: ScenePartsOptions): SceneParts {
  const floor = applyCutaway(whole, options.cutaway);
  const elevation = floor.elevation;
  const lift = (mesh: MeshData<string>): MeshData<string> =>
    elevation === 0
      ? mesh
      : { ...mesh, positions: mesh.positions.map((v, i) => (i % 3 === 1 ? v + elevation : v)) };
  const meshes: MeshPart[] = [];
  const walls = new Map(floor.walls.map((w) => [w.archiId, w]));
  const cut = new Set(options.cutaway?.walls);
  for (const wallMesh of floorWallMeshes(floor)) {
    const wall = walls.get(wallMesh.wallId)!;
    meshes.push({
      kind: 'wall',
      id: wallMesh.wallId,
      mesh: lift(wallMesh),
      materials: {
        left: finishedMaterial(DEFAULT_MATERIALS.wall, wall.finishes.left),
        right: finishedMaterial(DEFAULT_MATERIALS.wall, wall.finishes.right),
        // A lowered wall shows its section dark, as a plan draws cut walls.
        top: cut.has(wall.archiId) ? DEFAULT_MATERIALS.section : DEFAULT_MATERIALS.wall,
        end: DEFAULT_MATERIALS.wall,
        reveal: DEFAULT_MATERIALS.wall,
      },
    });
  }
  for (const room of floor.rooms) {
    const outline = roomOutline(floor, room);
    meshes.push({
      kind: 'floor',
      id: room.archiId,
      mesh: lift(slabMesh(outline, 0, 'up')),
      materials: { surface: finishedMaterial(DEFAULT_MATERIALS.floor, room.floorFinish) },
    });
    if (options.ceilings && !room.hideCeiling) {
      meshes.push({
        kind: 'ceiling',
        id: room.archiId,
        mesh: lift(slabMesh(outline, floor.height, 'down')),
        materials: { surface: finishedMaterial(DEFAULT_MATERIALS.ceiling, room.ceilingFinish) },
      });
    }
  }
  for (const part of openingMeshes(floor)) meshes.push({ ...part, mesh: lift(part.mesh) });
  for (const part of kindMeshes(floor)) meshes.push({ ...part, mesh: lift(part.mesh) });
  return {
    floorId: floor.id,
    elevation,
    meshes,
    items: floor.items.filter((i) => i.visible).map((i) => itemPart(i, elevation)),
    lights: [...floor.lights, ...lampLights(floor.items, options.productLights)].map((light) => ({
      id: light.archiId,
      light,
      position: toFrame(light.position, elevation),
    })),
  };
}

/** The meshes of the registered kinds that draw themselves, each object by its kind's `mesh`. */
function kindMeshes(floor: Floor): MeshPart[] {
  return ANY_KINDS.flatMap((kind) => {
    const mesh = kind.mesh;
    if (!mesh) return [];
    return objectsOf(floor, kind).map((object) => ({
      kind: kind.name as MeshPart['kind'],
      id: object.archiId,
      ...mesh(object, floor),
    }));
  });
}

function lampLights(items: readonly Item[], lookup: ProductLightLookup | undefined): Light[] {
  if (!lookup) return [];
  return items.flatMap((item) => lampLight(item, lookup) ?? []);
}

/** Describes a floor of a design by id (the first floor when none is given). */
export function describeDesign(
  design: Design,
  floorId: string | undefined,
  options: ScenePartsOptions,
): SceneParts {
  const floor = design.floors.find((f) => f.id === floorId) ?? design.floors[0];
  if (!floor) throw new Error('the design has no floor');
  return describeFloor(floor, options);
}

import type { Floor } from '../../document/floor.ts';
import { MeshBuilder, type MeshData } from '../../geometry/mesh-builder.ts';
import { add, normalize, scale, sub, type Vec2 } from '../../geometry/vector.ts';
import { indexFloor } from '../../geometry/wall-graph.ts';
import { addPlanBox } from '../../parts/box.ts';
import { DEFAULT_MATERIALS, type SurfaceMaterial } from '../../parts/materials.ts';
import { isDoor, type Opening } from './schema.ts';

const FRAME = 50;
const PANE = 12;
const LEAF = 40;

interface OpeningMesh {
  kind: 'opening';
  id: string;
  mesh: MeshData<string>;
  materials: Record<string, SurfaceMaterial>;
}

/**
 * A simple model of each door and window in its hole: a frame around it and a glass pane, or a
 * closed door leaf. Product models of doors and windows replace these when a product is chosen.
 */
export function openingMeshes(floor: Floor): OpeningMesh[] {
  const { walls, points } = indexFloor(floor);
  return floor.openings.flatMap((opening) => {
    const wall = walls.get(opening.wallId);
    const start = wall && points.get(wall.corners[0]);
    const end = wall && points.get(wall.corners[1]);
    if (!wall || !start || !end) return [];
    const along = normalize(sub(end, start));
    return [buildOpening(opening, add(start, scale(along, opening.offset)), along, wall.thickness)];
  });
}

function buildOpening(opening: Opening, center: Vec2, along: Vec2, thickness: number): OpeningMesh {
  const builder = new MeshBuilder<string>();
  const { width, height, sillHeight } = opening;
  const top = sillHeight + height;
  const depth = thickness * 0.6;
  builder.part('frame');
  const side = (sign: number) => add(center, scale(along, (sign * (width - FRAME)) / 2));
  addPlanBox(builder, { center: side(-1), along, length: FRAME, depth, y0: sillHeight, y1: top });
  addPlanBox(builder, { center: side(1), along, length: FRAME, depth, y0: sillHeight, y1: top });
  addPlanBox(builder, { center, along, length: width, depth, y0: top - FRAME, y1: top });
  if (isDoor(opening.editorTypeCode)) {
    builder.part('leaf');
    addPlanBox(builder, { center, along, length: width - 2 * FRAME, depth: LEAF, y0: 0, y1: top - FRAME });
  } else {
    addPlanBox(builder, { center, along, length: width, depth, y0: sillHeight, y1: sillHeight + FRAME });
    builder.part('glass');
    const inner = { y0: sillHeight + FRAME, y1: top - FRAME };
    addPlanBox(builder, { center, along, length: width - 2 * FRAME, depth: PANE, ...inner });
  }
  return {
    kind: 'opening',
    id: opening.archiId,
    mesh: builder.finish(),
    materials: {
      frame: DEFAULT_MATERIALS.frame,
      leaf: DEFAULT_MATERIALS.door,
      glass: DEFAULT_MATERIALS.glass,
    },
  };
}

import type { Floor } from '../document/floor.ts';
import { CORNER_MERGE_TOLERANCE } from '../document/normalize.ts';
import { planarize } from '../geometry/planarize.ts';
import { distance } from '../geometry/vector.ts';
import { createId } from '../ids.ts';
import type { Opening } from '../kinds/opening/schema.ts';
import type { Wall } from '../kinds/wall/schema.ts';

interface Piece {
  wall: Wall;
  /** Whether the piece runs the other way from the wall whose chain is being read. */
  reversed: boolean;
}

/**
 * Makes a floor's walls meet only at shared corners: merges corners within 1 mm, splits walls
 * where a corner lies on them or where they cross (new corners there), and keeps one wall per
 * overlapping stretch. A split wall's first piece keeps its id; its openings move to the piece
 * holding their centre.
 */
export function planarizeFloor(floor: Floor): Floor {
  const points = new Map(floor.corners.map((c) => [c.archiId, c.position]));
  const edges = floor.walls.map((w) => ({ id: w.archiId, a: w.corners[0], b: w.corners[1] }));
  const graph = planarize(points, edges, { tolerance: CORNER_MERGE_TOLERANCE, newNodeId: createId });
  const untouched =
    graph.merged.size === 0 &&
    graph.edges.length === floor.walls.length &&
    floor.walls.every((w) => graph.chains.get(w.archiId)?.length === 2);
  if (untouched) return floor;

  const pieces = new Map<string, Wall>();
  const walls: Wall[] = [];
  const owner = new Map(graph.edges.map((e) => [key(e.a, e.b), e.source]));
  for (const wall of floor.walls) {
    const chain = graph.chains.get(wall.archiId) ?? [];
    let first = true;
    for (let i = 0; i + 1 < chain.length; i++) {
      const [a, b] = [chain[i]!, chain[i + 1]!];
      if (owner.get(key(a, b)) !== wall.archiId || pieces.has(key(a, b))) continue;
      const same = first && a === wall.corners[0] && b === wall.corners[1];
      const piece: Wall = same
        ? wall
        : { ...wall, archiId: first ? wall.archiId : createId(), corners: [a, b] };
      first = false;
      pieces.set(key(a, b), piece);
      walls.push(piece);
    }
  }

  const openings = floor.openings.flatMap((o): Opening[] => {
    const chain = graph.chains.get(o.wallId);
    if (!chain) return [];
    let start = 0;
    for (let i = 0; i + 1 < chain.length; i++) {
      const [a, b] = [chain[i]!, chain[i + 1]!];
      const length = distance(graph.nodes.get(a)!, graph.nodes.get(b)!);
      const last = i + 2 === chain.length;
      if (o.offset < start + length || last) {
        const piece: Piece = {
          wall: pieces.get(key(a, b))!,
          reversed: pieces.get(key(a, b))!.corners[0] !== a,
        };
        return [moveOnto(o, piece, o.offset - start, length)];
      }
      start += length;
    }
    return [];
  });

  const corners = [
    ...floor.corners.filter((c) => !graph.merged.has(c.archiId)),
    ...[...graph.nodes]
      .filter(([id]) => !points.has(id))
      .map(([archiId, position]) => ({ archiId, position })),
  ];
  const resolve = (id: string) => graph.merged.get(id) ?? id;
  const rooms = floor.rooms.map((r) =>
    r.corners.some((c) => graph.merged.has(c)) ? { ...r, corners: r.corners.map(resolve) } : r,
  );
  return { ...floor, corners, walls, openings, rooms };
}

function moveOnto(o: Opening, piece: Piece, offset: number, length: number): Opening {
  if (piece.wall.archiId === o.wallId && !piece.reversed && offset === o.offset) return o;
  return {
    ...o,
    wallId: piece.wall.archiId,
    offset: piece.reversed ? length - offset : offset,
    ...(piece.reversed ? { flipped: !o.flipped } : {}),
  };
}

const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

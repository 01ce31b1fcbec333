import { signedArea } from './polygon.ts';
import type { Vec2 } from './vector.ts';

/** An edge of a planar graph (edges meet only at shared nodes), tagged with its source. */
export interface FaceEdge {
  readonly source: string;
  readonly a: string;
  readonly b: string;
}

/** A face of a planar graph: its boundary walk and the source of each boundary edge. */
export interface Face {
  /** Node ids in walking order; the face lies on the right of each step as seen on screen (y down). */
  readonly nodes: readonly string[];
  /** sources[i] is the source of the edge from nodes[i] to nodes[i + 1] (wrapping). */
  readonly sources: readonly string[];
  /** Shoelace area in mm²: positive for a bounded face, negative for the outside of a component. */
  readonly signedArea: number;
  /** Index of the connected component the face belongs to. */
  readonly component: number;
}

/**
 * Walks every face of a planar graph. At each node the walk takes the edge with the smallest
 * turning angle, so bounded faces come out with positive signed area and the outside of each
 * connected component with negative area. Edges that are not on any cycle (dangling walls and
 * bridges between separate loops) are removed first: both of their sides belong to the same face.
 */
export function walkFaces(nodes: ReadonlyMap<string, Vec2>, edges: readonly FaceEdge[]): Face[] {
  let current = edges.filter((e) => e.a !== e.b && nodes.has(e.a) && nodes.has(e.b));
  for (;;) {
    const walk = walkOnce(nodes, current);
    if (walk.bridges.size === 0) return walk.faces;
    current = current.filter((_, i) => !walk.bridges.has(i));
  }
}

function walkOnce(nodes: ReadonlyMap<string, Vec2>, edges: readonly FaceEdge[]) {
  // Half-edge h = 2e runs a→b, h = 2e + 1 runs b→a; its twin is h ^ 1.
  const origin = (h: number) => (h & 1 ? edges[h >> 1]!.b : edges[h >> 1]!.a);
  const target = (h: number) => (h & 1 ? edges[h >> 1]!.a : edges[h >> 1]!.b);
  const outgoing = new Map<string, number[]>();
  for (let h = 0; h < edges.length * 2; h++) {
    const list = outgoing.get(origin(h));
    if (list) list.push(h);
    else outgoing.set(origin(h), [h]);
  }
  const position = new Int32Array(edges.length * 2);
  for (const [id, list] of outgoing) {
    const o = nodes.get(id)!;
    const angle = (h: number) => {
      const p = nodes.get(target(h))!;
      return Math.atan2(p.y - o.y, p.x - o.x);
    };
    list.sort((p, q) => angle(p) - angle(q));
    list.forEach((h, i) => {
      position[h] = i;
    });
  }
  const next = (h: number): number => {
    const twin = h ^ 1;
    const list = outgoing.get(origin(twin))!;
    return list[(position[twin]! - 1 + list.length) % list.length]!;
  };

  const components = componentsOf(nodes, edges);
  const faceOf = new Int32Array(edges.length * 2).fill(-1);
  const faces: Face[] = [];
  for (let start = 0; start < edges.length * 2; start++) {
    if (faceOf[start] !== -1) continue;
    const ids: string[] = [];
    const sources: string[] = [];
    let h = start;
    do {
      faceOf[h] = faces.length;
      ids.push(origin(h));
      sources.push(edges[h >> 1]!.source);
      h = next(h);
    } while (h !== start);
    const points = ids.map((id) => nodes.get(id)!);
    faces.push({ nodes: ids, sources, signedArea: signedArea(points), component: components.get(ids[0]!)! });
  }
  const bridges = new Set<number>();
  for (let e = 0; e < edges.length; e++) if (faceOf[2 * e] === faceOf[2 * e + 1]) bridges.add(e);
  return { faces, bridges };
}

function componentsOf(nodes: ReadonlyMap<string, Vec2>, edges: readonly FaceEdge[]): Map<string, number> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  for (const id of nodes.keys()) parent.set(id, id);
  for (const e of edges) parent.set(find(e.a), find(e.b));
  const index = new Map<string, number>();
  const result = new Map<string, number>();
  for (const id of nodes.keys()) {
    const root = find(id);
    if (!index.has(root)) index.set(root, index.size);
    result.set(id, index.get(root)!);
  }
  return result;
}

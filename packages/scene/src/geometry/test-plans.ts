import type { GraphEdge } from './planarize.ts';
import type { Vec2 } from './vector.ts';

/** A plan graph for tests, built from wall segments given as [x1, y1, x2, y2] in mm. */
export function planGraph(segments: readonly (readonly [number, number, number, number])[]) {
  const nodes = new Map<string, Vec2>();
  const key = (x: number, y: number) => {
    const id = `${x},${y}`;
    nodes.set(id, { x, y });
    return id;
  };
  const edges: GraphEdge[] = segments.map(([x1, y1, x2, y2], i) => ({
    id: `w${i}`,
    a: key(x1, y1),
    b: key(x2, y2),
  }));
  return { nodes, edges };
}

/** The four walls of an axis-aligned rectangle, as segments. */
export function rectangle(x: number, y: number, w: number, h: number): [number, number, number, number][] {
  return [
    [x, y, x + w, y],
    [x + w, y, x + w, y + h],
    [x + w, y + h, x, y + h],
    [x, y + h, x, y],
  ];
}

import { MeshBuilder, type MeshData, type MeshPoint } from '../../geometry/mesh-builder.ts';
import { triangulatePolygon } from '../../geometry/triangulate.ts';
import type { Vec2 } from '../../geometry/vector.ts';
import type { FloorLevel } from '../kind.ts';
import type { Column } from './schema.ts';

/** Sides of the polygon a round column is drawn and built with. */
const ROUND_SEGMENTS = 32;

/** How tall a column stands on a floor: its own height, else the storey's. */
export const columnHeight = (column: Column, floor: FloorLevel): number => column.height ?? floor.height;

/** The plan outline of a column, clockwise on screen (a round one as a 32-sided polygon). */
export function columnOutline(column: Column): Vec2[] {
  const { x, y } = column.position;
  if (column.shape === 'round') {
    const r = column.diameter / 2;
    return Array.from({ length: ROUND_SEGMENTS }, (_, i) => {
      const a = (i / ROUND_SEGMENTS) * 2 * Math.PI;
      return { x: x + r * Math.cos(a), y: y + r * Math.sin(a) };
    });
  }
  const cos = Math.cos(column.rotation);
  const sin = Math.sin(column.rotation);
  const hw = column.width / 2;
  const hd = column.depth / 2;
  return [
    [-hw, -hd],
    [hw, -hd],
    [hw, hd],
    [-hw, hd],
  ].map(([u, v]) => ({ x: x + u! * cos - v! * sin, y: y + u! * sin + v! * cos }));
}

/** Whether a plan point is on a column, or within `tolerance` mm of it. */
export function columnContains(column: Column, p: Vec2, tolerance = 0): boolean {
  const dx = p.x - column.position.x;
  const dy = p.y - column.position.y;
  if (column.shape === 'round') return Math.hypot(dx, dy) <= column.diameter / 2 + tolerance;
  const cos = Math.cos(column.rotation);
  const sin = Math.sin(column.rotation);
  const u = dx * cos + dy * sin;
  const v = -dx * sin + dy * cos;
  return Math.abs(u) <= column.width / 2 + tolerance && Math.abs(v) <= column.depth / 2 + tolerance;
}

/**
 * A column's mesh in the renderer frame (X = plan x, Y up, Z = plan y), from the floor's level:
 * its sides (part `side`, a round column in 32 flat facets) and its top (part `top`); it
 * stands on the floor, so it has no bottom.
 */
export function columnMesh(column: Column, floor: FloorLevel): MeshData<'side' | 'top'> {
  const outline = columnOutline(column);
  const height = columnHeight(column, floor);
  const builder = new MeshBuilder<'side' | 'top'>();
  builder.part('side');
  const at = (p: Vec2, y: number): MeshPoint => [p.x, y, p.y];
  outline.forEach((a, i) => {
    const b = outline[(i + 1) % outline.length]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const across = { x: (b.y - a.y) / length, y: -(b.x - a.x) / length };
    // Whichever way round the outline runs, a side faces away from the column's centre.
    const outwards =
      across.x * (a.x + b.x - 2 * column.position.x) + across.y * (a.y + b.y - 2 * column.position.y);
    const sign = outwards >= 0 ? 1 : -1;
    const normal: MeshPoint = [sign * across.x, 0, sign * across.y];
    builder.quad(at(a, 0), at(b, 0), at(b, height), at(a, height), normal);
  });
  builder.part('top');
  const up: MeshPoint = [0, 1, 0];
  const top = outline.map((p) => builder.vertex(at(p, height), up));
  for (const [a, b, c] of triangulatePolygon(outline)) builder.triangle(top[a]!, top[b]!, top[c]!, up);
  return builder.finish();
}

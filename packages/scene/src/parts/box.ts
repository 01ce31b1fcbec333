import type { MeshBuilder, MeshPoint } from '../geometry/mesh-builder.ts';
import type { Vec2 } from '../geometry/vector.ts';

/** A box standing in the plan: centre (plan point), along a plan direction, from y0 to y1 high. */
export interface PlanBox {
  center: Vec2;
  /** Unit plan direction of the box's length. */
  along: Vec2;
  length: number;
  depth: number;
  y0: number;
  y1: number;
}

/** Adds the six faces of a box to the open part of a builder. */
export function addPlanBox(builder: MeshBuilder<string>, box: PlanBox): void {
  const across: Vec2 = { x: -box.along.y, y: box.along.x };
  const corner = (su: number, sv: number, y: number): MeshPoint => [
    box.center.x + (box.along.x * su * box.length) / 2 + (across.x * sv * box.depth) / 2,
    y,
    box.center.y + (box.along.y * su * box.length) / 2 + (across.y * sv * box.depth) / 2,
  ];
  const { y0, y1 } = box;
  const a = [box.along.x, 0, box.along.y] as const;
  const n = [across.x, 0, across.y] as const;
  const neg = (v: readonly number[]): MeshPoint => [-v[0]!, -v[1]!, -v[2]!];
  builder.quad(corner(-1, 1, y0), corner(1, 1, y0), corner(1, 1, y1), corner(-1, 1, y1), n);
  builder.quad(corner(-1, -1, y0), corner(1, -1, y0), corner(1, -1, y1), corner(-1, -1, y1), neg(n));
  builder.quad(corner(1, -1, y0), corner(1, 1, y0), corner(1, 1, y1), corner(1, -1, y1), a);
  builder.quad(corner(-1, -1, y0), corner(-1, 1, y0), corner(-1, 1, y1), corner(-1, -1, y1), neg(a));
  builder.quad(corner(-1, -1, y1), corner(1, -1, y1), corner(1, 1, y1), corner(-1, 1, y1), [0, 1, 0]);
  builder.quad(corner(-1, -1, y0), corner(1, -1, y0), corner(1, 1, y0), corner(-1, 1, y0), [0, -1, 0]);
}

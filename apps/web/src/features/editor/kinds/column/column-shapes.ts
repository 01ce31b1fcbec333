import {
  type Bounds,
  type Column,
  columnContains,
  columnOutline,
  type Floor,
  type Vec2,
} from '@roomcraft/scene';
import { pathOf } from '../../drawing/paths.ts';
import { insideBounds } from '../../model/plan-geometry.ts';

/** A column's plan outline as an SVG path. */
export const columnPath = (column: Column): string => pathOf(columnOutline(column));

/** The topmost column under a plan point (the last drawn first). */
export function columnAt(floor: Floor, p: Vec2, tolerance: number): string | undefined {
  return [...floor.columns].reverse().find((c) => columnContains(c, p, tolerance))?.archiId;
}

/** The outline of one column, by id. */
export function columnOutlinePath(floor: Floor, id: string): string | undefined {
  const column = floor.columns.find((c) => c.archiId === id);
  return column && columnPath(column);
}

/** The columns whose centre a marquee holds. */
export const columnsInBounds = (floor: Floor, box: Bounds): string[] =>
  floor.columns.filter((c) => insideBounds(c.position, box)).map((c) => c.archiId);

import { computeWallOutlines, type Floor } from '@roomcraft/scene';
import { pathOf } from '../../drawing/paths.ts';

/** A wall's footprint, mitred at its joints, as an SVG path. */
export interface WallShape {
  readonly id: string;
  readonly d: string;
}

/** The footprints of a floor's walls (only its corners and walls matter). */
export function wallShapes(floor: Pick<Floor, 'corners' | 'walls'>): WallShape[] {
  const points = new Map(floor.corners.map((c) => [c.archiId, c.position]));
  const walls = floor.walls.map((w) => ({
    id: w.archiId,
    a: w.corners[0],
    b: w.corners[1],
    thickness: w.thickness,
  }));
  return [...computeWallOutlines(points, walls).values()].map((o) => ({
    id: o.wallId,
    d: pathOf(o.polygon),
  }));
}

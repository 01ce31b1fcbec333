import type { Floor } from '@roomcraft/scene';
import { memo, useMemo } from 'react';
import classes from '../../plan/plan.module.css';
import { type WallShape, wallShapes } from './wall-shapes.ts';

const WallPath = memo(function WallPath({ id, d }: { id: string; d: string }) {
  return <path className={classes.wall} d={d} data-wall={id} />;
});

/** Walls as filled footprints, mitred where they meet. Only walls whose shape changed re-render. */
export const WallsLayer = memo(function WallsLayer({ shapes }: { shapes: readonly WallShape[] }) {
  return (
    <g>
      {shapes.map((s) => (
        <WallPath key={s.id} id={s.id} d={s.d} />
      ))}
    </g>
  );
});

/** The floor below, faint, to trace over. */
export const GhostFloorLayer = memo(function GhostFloorLayer({ floor }: { floor: Floor }) {
  const shapes = useMemo(() => wallShapes(floor), [floor]);
  return (
    <g data-testid="floor-below">
      {shapes.map((s) => (
        <path key={s.id} className={classes.ghostWall} d={s.d} />
      ))}
    </g>
  );
});

import type { Floor } from '@roomcraft/scene';
import { memo, useMemo } from 'react';
import { wallDimensions } from '../drawing/dimension-shapes.ts';
import { floorOf } from '../drawing/floor-parts.ts';
import { linesOf, num } from '../drawing/paths.ts';
import classes from './plan.module.css';

/**
 * A dimension line for every wall. `scale` (screen px per mm, rounded by the caller so zooming
 * re-renders this rarely) hides dimensions too short on screen to carry their text.
 */
export const DimensionsLayer = memo(function DimensionsLayer({
  corners,
  walls,
  rooms,
  scale,
}: {
  corners: Floor['corners'];
  walls: Floor['walls'];
  rooms: Floor['rooms'];
  scale: number;
}) {
  const dimensions = useMemo(
    () => wallDimensions(floorOf({ corners, walls, rooms })),
    [corners, walls, rooms],
  );
  const shown = dimensions.filter((d) => d.length * scale >= 44);
  return (
    <g pointerEvents="none" data-testid="dimensions">
      <path
        className={classes.dimension}
        d={linesOf(shown.flatMap((d) => [[d.a, d.b] as const, ...d.extensions]))}
      />
      <path className={classes.dimensionTick} d={linesOf(shown.flatMap((d) => d.ticks))} />
      {shown.map((d) => (
        <text
          key={d.id}
          className={classes.dimensionText}
          x={num(d.at.x)}
          y={num(d.at.y)}
          transform={`rotate(${num(d.angle)} ${num(d.at.x)} ${num(d.at.y)})`}
        >
          {d.text}
        </text>
      ))}
    </g>
  );
});

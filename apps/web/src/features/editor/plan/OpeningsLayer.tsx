import type { Floor } from '@roomcraft/scene';
import { memo, useMemo } from 'react';
import { floorOf } from '../drawing/floor-parts.ts';
import { type OpeningShape, openingShape } from '../drawing/opening-shapes.ts';
import classes from './plan.module.css';

/** One door or window: the gap in its wall, then its symbol. */
export const OpeningSymbol = memo(function OpeningSymbol({ shape }: { shape: OpeningShape }) {
  return (
    <g data-opening={shape.id}>
      <path className={classes.openingCut} d={shape.cut} />
      {shape.swing && <path className={classes.openingSwing} d={shape.swing} />}
      <path className={shape.door ? classes.openingLines : classes.windowLines} d={shape.lines} />
    </g>
  );
});

/** Every door and window of the floor. */
export function OpeningsLayer({ floor }: { floor: Floor }) {
  const { corners, walls, openings } = floor;
  const shapes = useMemo(() => {
    const parts = floorOf({ corners, walls, rooms: [] });
    return openings.flatMap((o) => openingShape(parts, o) ?? []);
  }, [corners, walls, openings]);
  return (
    <g>
      {shapes.map((s) => (
        <OpeningSymbol key={s.id} shape={s} />
      ))}
    </g>
  );
}

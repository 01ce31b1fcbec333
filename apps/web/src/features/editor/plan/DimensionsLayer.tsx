import { memo } from 'react';
import type { DimensionShape } from '../drawing/dimension-shapes.ts';
import { linesOf, num } from '../drawing/paths.ts';
import classes from './plan.module.css';

const Dimension = memo(function Dimension({ d }: { d: DimensionShape }) {
  return (
    <g>
      <path className={classes.dimension} d={linesOf([[d.a, d.b], ...d.extensions])} />
      <path className={classes.dimensionTick} d={linesOf(d.ticks)} />
      <text
        className={classes.dimensionText}
        x={num(d.at.x)}
        y={num(d.at.y)}
        transform={`rotate(${num(d.angle)} ${num(d.at.x)} ${num(d.at.y)})`}
      >
        {d.text}
      </text>
    </g>
  );
});

/**
 * A dimension line for every wall. `scale` (screen px per mm, rounded by the caller so zooming
 * re-renders this rarely) hides dimensions too short on screen to carry their text.
 */
export const DimensionsLayer = memo(function DimensionsLayer({
  dimensions,
  scale,
}: {
  dimensions: readonly DimensionShape[];
  scale: number;
}) {
  return (
    <g pointerEvents="none" data-testid="dimensions">
      {dimensions
        .filter((d) => d.length * scale >= 44)
        .map((d) => (
          <Dimension key={d.id} d={d} />
        ))}
    </g>
  );
});

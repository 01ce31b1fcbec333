import { memo } from 'react';
import classes from '../../plan/plan.module.css';
import type { OpeningShape } from './opening-shapes.ts';

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

/** Every door and window of the floor; shapes that did not change keep their identity and skip rendering. */
export const OpeningsLayer = memo(function OpeningsLayer({ shapes }: { shapes: readonly OpeningShape[] }) {
  return (
    <g>
      {shapes.map((s) => (
        <OpeningSymbol key={s.id} shape={s} />
      ))}
    </g>
  );
});

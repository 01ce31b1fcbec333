import type { Vec2 } from '@roomcraft/scene';
import classes from './plan.module.css';

/** A small dark label with its text, centred on a plan point; `px` is plan mm per screen pixel. */
export function Tag({
  at,
  text,
  px,
  accent = false,
}: {
  at: Vec2;
  text: string;
  px: number;
  accent?: boolean;
}) {
  const width = (text.length * 7.4 + 16) * px;
  const height = 20 * px;
  return (
    <g pointerEvents="none">
      <rect
        className={accent ? classes.labelBoxAccent : classes.labelBox}
        x={at.x - width / 2}
        y={at.y - height / 2}
        width={width}
        height={height}
        rx={4 * px}
      />
      <text className={classes.label} x={at.x} y={at.y}>
        {text}
      </text>
    </g>
  );
}

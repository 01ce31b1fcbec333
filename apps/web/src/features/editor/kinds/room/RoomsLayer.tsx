import { memo } from 'react';
import { formatArea } from '../../model/units.ts';
import classes from '../../plan/plan.module.css';
import { roomTint } from './room-colors.ts';
import type { RoomShape } from './room-shapes.ts';

/** Room floors, tinted by type. */
export const RoomFills = memo(function RoomFills({ rooms }: { rooms: readonly RoomShape[] }) {
  return (
    <g>
      {rooms.map((r) => (
        <path key={r.id} className={classes.room} d={r.d} fill={roomTint(r.type)} data-room={r.id} />
      ))}
    </g>
  );
});

/** Each room's name (or type) and clear floor area, m² (and pyeong in Korean). */
export const RoomLabels = memo(function RoomLabels({
  rooms,
  nameOf,
  korean,
}: {
  rooms: readonly RoomShape[];
  nameOf: (room: RoomShape) => string;
  korean: boolean;
}) {
  return (
    <g pointerEvents="none">
      {rooms.map((r) => (
        <text key={r.id} x={r.label.x} y={r.label.y} data-room-label={r.id}>
          <tspan className={classes.roomName} x={r.label.x} dy="-0.15em">
            {nameOf(r)}
          </tspan>
          <tspan className={classes.roomArea} x={r.label.x} dy="1.35em">
            {formatArea(r.area, r.pyeong, korean)}
          </tspan>
        </text>
      ))}
    </g>
  );
});

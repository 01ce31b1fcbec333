import type { PointerEvent, ReactNode } from 'react';
import { openingShape } from '../../editor/kinds/opening/opening-shapes.ts';
import type { FloorSummary } from '../model/plan-summary.ts';

/**
 * The floor's doors and windows as the editor's plan draws them (`openingShape`): the gap in the
 * wall, the leaf and its swing on the side and hinge the editor shows.
 */
function Openings({ floor, line }: { floor: FloorSummary['floor']; line: number }) {
  return (
    <g fill="none">
      {floor.openings.map((opening) => {
        const shape = openingShape(floor, opening);
        if (!shape) return null;
        return (
          <g key={opening.archiId}>
            <path d={shape.cut} fill="#ffffff" />
            {shape.swing && (
              <path
                d={shape.swing}
                stroke="#6b7385"
                strokeWidth={line * 0.7}
                strokeDasharray={`${line * 3} ${line * 2}`}
              />
            )}
            <path d={shape.lines} stroke={shape.door ? '#3d4250' : '#2f7fd1'} strokeWidth={line} />
          </g>
        );
      })}
    </g>
  );
}

const ROOM_FILLS = ['#eef2ff', '#f1ede6', '#e9f3ec', '#f6ecec', '#eeecf7', '#f3f3ee'];

/**
 * A floor drawn from above: rooms tinted and labelled with their areas, walls in solid grey. A
 * picker on it (the render dialog's camera placer) draws its marks as `children`, in plan millimetres,
 * and takes clicks as an `application`.
 */
export function PlanDrawing({
  floor,
  label,
  children,
  onPointerDown,
}: {
  floor: FloorSummary;
  label: string;
  children?: ReactNode;
  onPointerDown?(event: PointerEvent<SVGSVGElement>): void;
}) {
  const { minX, minY, maxX, maxY } = floor.bounds;
  const width = Math.max(maxX - minX, 1000);
  const height = Math.max(maxY - minY, 1000);
  const pad = Math.max(width, height) * 0.06;
  const text = Math.max(width, height) / 38;
  const path = (points: { x: number; y: number }[]) =>
    `M${points.map((p) => `${p.x.toFixed(0)} ${p.y.toFixed(0)}`).join(' L')} Z`;
  return (
    <svg
      viewBox={`${minX - pad} ${minY - pad} ${width + 2 * pad} ${height + 2 * pad}`}
      width="100%"
      role={onPointerDown ? 'application' : 'img'}
      aria-label={label}
      onPointerDown={onPointerDown}
      style={{ display: 'block', maxHeight: 420, cursor: onPointerDown ? 'crosshair' : undefined }}
    >
      {floor.rooms.map((room, i) => (
        <path key={room.id} d={path(room.outline)} fill={ROOM_FILLS[i % ROOM_FILLS.length]} />
      ))}
      {floor.walls.map((wall, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: wall outlines have no ids of their own here
        <path key={i} d={path(wall)} fill="#3d4250" />
      ))}
      <Openings floor={floor.floor} line={Math.max(width, height) / 400} />
      {floor.rooms.map((room) => (
        <g key={room.id} textAnchor="middle" fontFamily="inherit">
          <text
            x={room.labelAt.x}
            y={room.labelAt.y - text * 0.15}
            fontSize={text}
            fontWeight={600}
            fill="#2b2f3a"
          >
            {room.name}
          </text>
          <text x={room.labelAt.x} y={room.labelAt.y + text * 1.1} fontSize={text * 0.85} fill="#5c6170">
            {room.area.toFixed(2)} m²
          </text>
        </g>
      ))}
      {children}
    </svg>
  );
}

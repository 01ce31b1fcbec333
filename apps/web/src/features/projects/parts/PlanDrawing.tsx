import type { PointerEvent, ReactNode } from 'react';
import type { FloorSummary, OpeningMark } from '../model/plan-summary.ts';

type Point = { x: number; y: number };
const move = (p: Point, d: Point, by: number): Point => ({ x: p.x + d.x * by, y: p.y + d.y * by });
const xy = (p: Point) => `${p.x.toFixed(0)} ${p.y.toFixed(0)}`;

/** A door as architects draw it (a gap, the leaf and its swing) or a window (a gap with glazing lines). */
function Opening({ mark, line }: { mark: OpeningMark; line: number }) {
  const { from, to, across, thickness } = mark;
  const half = thickness / 2 + line;
  const gap = [
    move(from, across, half),
    move(to, across, half),
    move(to, across, -half),
    move(from, across, -half),
  ];
  const width = Math.hypot(to.x - from.x, to.y - from.y);
  return (
    <g>
      <path d={`M${gap.map(xy).join(' L')} Z`} fill="#ffffff" />
      {mark.kind === 'window' ? (
        <g stroke="#3d4250" strokeWidth={line} fill="none">
          <path d={`M${xy(move(from, across, thickness / 2))} L${xy(move(to, across, thickness / 2))}`} />
          <path d={`M${xy(move(from, across, -thickness / 2))} L${xy(move(to, across, -thickness / 2))}`} />
          <path d={`M${xy(from)} L${xy(to)}`} strokeWidth={line * 0.7} />
        </g>
      ) : (
        <g stroke="#3d4250" fill="none">
          <path d={`M${xy(from)} L${xy(move(from, across, width))}`} strokeWidth={line * 1.4} />
          <path
            d={`M${xy(move(from, across, width))} A${width.toFixed(0)} ${width.toFixed(0)} 0 0 ${
              across.x * (to.y - from.y) - across.y * (to.x - from.x) > 0 ? 0 : 1
            } ${xy(to)}`}
            strokeWidth={line * 0.7}
            strokeDasharray={`${line * 3} ${line * 2}`}
          />
        </g>
      )}
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
      {floor.openings.map((mark) => (
        <Opening key={mark.id} mark={mark} line={Math.max(width, height) / 400} />
      ))}
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

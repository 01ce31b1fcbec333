import type { TemplateRoom } from '@roomcraft/contract';
import { boundsOf, footprint } from '@roomcraft/scene';
import type { z } from 'zod';

type Room = z.infer<typeof TemplateRoom>;
interface Footprinted {
  productId: string;
  editorTypeCode: number;
  position: { x: number; y: number; z: number };
  rotation: { z: number };
  scale: { x: number; y: number; z: number };
  size?: { width: number; depth: number; height: number };
}

const FILL: Record<number, string> = { 10: '#4c6ef5', 20: '#4c6ef5', 30: '#12b886', 40: '#fab005' };

/**
 * A room seen from above: its outline, doors (with their swing) and windows, and the footprints of
 * the products placed in it. Shows a template, or a template fitted into a room before it is applied.
 */
export function OutlinePreview({
  room,
  products = [],
  height = 160,
  label,
}: {
  room: Pick<Room, 'outline' | 'openings'>;
  products?: readonly Footprinted[];
  height?: number;
  label: string;
}) {
  const b = boundsOf(room.outline);
  const pad = Math.max(b.maxX - b.minX, b.maxY - b.minY) * 0.06;
  const viewBox = `${b.minX - pad} ${b.minY - pad} ${b.maxX - b.minX + 2 * pad} ${b.maxY - b.minY + 2 * pad}`;
  const stroke = (b.maxX - b.minX) / 120;
  const points = (ps: readonly { x: number; y: number }[]) => ps.map((p) => `${p.x},${p.y}`).join(' ');
  return (
    <svg
      viewBox={viewBox}
      height={height}
      width="100%"
      role="img"
      aria-label={label}
      data-testid="outline-preview"
    >
      <polygon points={points(room.outline)} fill="#f8f9fa" stroke="#495057" strokeWidth={stroke * 2} />
      {room.openings.map((o) => (
        <circle
          key={`${o.at.x},${o.at.y}`}
          cx={o.at.x}
          cy={o.at.y}
          r={o.kind === 'door' ? Math.max(o.swing, o.width / 2) : o.width / 2}
          fill={o.kind === 'door' ? 'rgba(250, 82, 82, 0.12)' : 'rgba(34, 139, 230, 0.15)'}
          stroke={o.kind === 'door' ? '#fa5252' : '#228be6'}
          strokeWidth={stroke}
        />
      ))}
      {products
        .filter((p) => p.size)
        .map((p) => (
          <polygon
            key={`${p.productId}@${p.position.x},${p.position.y}`}
            points={points(footprint(p))}
            fill={FILL[p.editorTypeCode] ?? '#868e96'}
            fillOpacity={p.editorTypeCode === 40 ? 0.35 : 0.6}
            stroke="#212529"
            strokeWidth={stroke / 2}
          />
        ))}
    </svg>
  );
}

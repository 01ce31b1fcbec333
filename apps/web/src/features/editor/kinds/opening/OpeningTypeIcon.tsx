import { createFloor, type Floor, type OpeningTypeCode } from '@roomcraft/scene';
import { openingShape } from './opening-shapes.ts';

const SAMPLE: Floor = {
  ...createFloor({ id: 'icon', title: '' }),
  corners: [
    { archiId: 'a', position: { x: 0, y: 0 } },
    { archiId: 'b', position: { x: 1000, y: 0 } },
  ],
  walls: [{ archiId: 'w', corners: ['a', 'b'], thickness: 160, height: 2400, finishes: {} }],
};

/** A door or window type drawn with the plan's own symbol, on a short piece of wall. */
export function OpeningTypeIcon({ code, size = 28 }: { code: OpeningTypeCode; size?: number }) {
  const shape = openingShape(SAMPLE, {
    wallId: 'w',
    offset: 500,
    width: 700,
    editorTypeCode: code,
    handlePosition: 'LEFT',
    openingDirection: 'PULL',
  });
  if (!shape) return null;
  return (
    <svg width={size} height={size} viewBox="-40 -800 1080 1080" aria-hidden="true">
      <rect x={0} y={-80} width={1000} height={160} fill="currentColor" opacity={0.85} />
      <path d={shape.cut} fill="var(--mantine-color-body)" />
      {shape.swing && (
        <path d={shape.swing} fill="none" stroke="currentColor" strokeWidth={28} opacity={0.6} />
      )}
      <path d={shape.lines} fill="none" stroke={shape.door ? 'currentColor' : '#2f7fd1'} strokeWidth={40} />
    </svg>
  );
}

import {
  add,
  angleOf,
  computeWallOutlines,
  distance,
  type Floor,
  indexFloor,
  leftNormal,
  normalize,
  type SnapResult,
  scale,
  sub,
  type Vec2,
  wallLength,
} from '@roomcraft/scene';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { linesOf, pathOf } from '../drawing/paths.ts';
import { refOutline } from '../drawing/ref-outline.ts';
import { CameraGlyph } from '../kinds/camera/CamerasLayer.tsx';
import { ItemNames } from '../kinds/item/ItemNames.tsx';
import { ItemTurnHandle } from '../kinds/item/ItemTurnHandle.tsx';
import { openingShape } from '../kinds/opening/opening-shapes.ts';
import type { ChainPreview, Overlay } from '../model/overlay.ts';
import type { PlanEditor } from '../model/plan-editor.ts';
import { openingFrame } from '../model/plan-geometry.ts';
import { formatDegrees, formatMetres, formatMillimetres } from '../model/units.ts';
import classes from './plan.module.css';
import { Tag } from './Tag.tsx';

/**
 * What the tools draw while they work: snap marks and guides, the wall chain, the rectangle,
 * the marquee, a door or window about to be placed, the measuring tape. It follows the overlay
 * store (and the zoom, for label sizes) on its own; nothing else re-renders per frame.
 */
export function OverlayLayer({ editor, floor }: { editor: PlanEditor; floor: Floor }) {
  const overlay = useSyncExternalStore(editor.overlay.subscribe, editor.overlay.get);
  const scaleValue = useSyncExternalStore(editor.viewport.subscribe, () => editor.viewport.scale);
  const px = 1 / scaleValue;
  return (
    <g pointerEvents="none" data-testid="overlay">
      <Hover floor={floor} overlay={overlay} editor={editor} />
      <ItemNames floor={floor} hover={overlay.hover} editor={editor} px={px} />
      <ItemTurnHandle editor={editor} px={px} />
      {overlay.marquee && <Marquee a={overlay.marquee.a} b={overlay.marquee.b} />}
      {overlay.rectangle && <RectanglePreview {...overlay.rectangle} px={px} />}
      {overlay.chain && <ChainPreviewShape chain={overlay.chain} px={px} />}
      {overlay.opening && <OpeningGhost floor={floor} overlay={overlay} />}
      {overlay.movingOpening && <OpeningGaps floor={floor} openingId={overlay.movingOpening} px={px} />}
      {overlay.measure && <Tape a={overlay.measure.a} b={overlay.measure.b} px={px} />}
      {overlay.calibration && <Calibration {...overlay.calibration} px={px} />}
      {overlay.camera && <CameraGlyph camera={overlay.camera} selected />}
      {overlay.snap && <SnapMark snap={overlay.snap} px={px} />}
    </g>
  );
}

function Hover({ floor, overlay, editor }: { floor: Floor; overlay: Overlay; editor: PlanEditor }) {
  const hover = overlay.hover;
  if (!hover || editor.selection.some((r) => r.kind === hover.kind && r.id === hover.id)) return null;
  if (hover.kind === 'corner') {
    const p = indexFloor(floor).points.get(hover.id);
    return p ? <circle className={classes.handle} cx={p.x} cy={p.y} /> : null;
  }
  const d = refOutline(floor, hover, editor.sizeOf);
  return d ? <path className={classes.hover} d={d} /> : null;
}

function Marquee({ a, b }: { a: Vec2; b: Vec2 }) {
  return (
    <rect
      className={classes.marquee}
      x={Math.min(a.x, b.x)}
      y={Math.min(a.y, b.y)}
      width={Math.abs(b.x - a.x)}
      height={Math.abs(b.y - a.y)}
    />
  );
}

function SnapMark({ snap, px }: { snap: SnapResult; px: number }) {
  const { x, y } = snap.point;
  const s = 6 * px;
  const guide = snap.guide && <path className={classes.guide} d={linesOf([[snap.guide.a, snap.guide.b]])} />;
  switch (snap.kind) {
    case 'corner':
      return <rect className={classes.snapMark} x={x - s} y={y - s} width={2 * s} height={2 * s} />;
    case 'wall':
      return (
        <>
          {snap.angle !== undefined && guide}
          <path
            className={classes.snapMark}
            d={pathOf([
              { x, y: y - s * 1.3 },
              { x: x + s * 1.3, y },
              { x, y: y + s * 1.3 },
              { x: x - s * 1.3, y },
            ])}
          />
        </>
      );
    case 'angle':
      return (
        <>
          {guide}
          <circle className={classes.snapMark} cx={x} cy={y} r={s * 0.8} />
        </>
      );
    case 'grid':
      return (
        <path
          className={classes.snapMark}
          d={linesOf([
            [
              { x: x - s, y },
              { x: x + s, y },
            ],
            [
              { x, y: y - s },
              { x, y: y + s },
            ],
          ])}
        />
      );
    default:
      return null;
  }
}

function wallPreview(points: readonly Vec2[], closed: boolean, thickness: number): string {
  const ids = points.map((_, i) => `p${i}`);
  const map = new Map(points.map((p, i) => [ids[i]!, p]));
  const count = closed ? points.length : points.length - 1;
  const walls = Array.from({ length: Math.max(0, count) }, (_, i) => ({
    id: `w${i}`,
    a: ids[i]!,
    b: ids[(i + 1) % ids.length]!,
    thickness,
  }));
  return [...computeWallOutlines(map, walls).values()].map((o) => pathOf(o.polygon)).join('');
}

/** Where a tag of some text goes beside a segment, on its left as drawn, clear of the wall. */
function segmentTag(a: Vec2, b: Vec2, px: number, thickness: number, text: string) {
  const n = leftNormal(normalize(sub(b, a)));
  const halfWidth = (text.length * 7.4 + 16) / 2;
  const clearance = Math.abs(n.x) * halfWidth + Math.abs(n.y) * 10 + 8;
  return add(scale(add(a, b), 0.5), scale(n, thickness / 2 + clearance * px));
}

function ChainPreviewShape({ chain, px }: { chain: ChainPreview; px: number }) {
  const { t } = useTranslation();
  const points = chain.next && !chain.closing ? [...chain.points, chain.next] : chain.points;
  const d = wallPreview(points, chain.closing, chain.thickness);
  const last = chain.points[chain.points.length - 1]!;
  const next = chain.closing ? chain.points[0]! : chain.next;
  const length = next ? distance(last, next) : 0;
  const first = chain.points[0]!;
  const label = next ? `${formatMetres(length)}  ${formatDegrees(angleOf(sub(next, last)))}` : '';
  return (
    <g data-testid="wall-preview">
      <path className={classes.preview} d={d} />
      <path className={classes.previewLine} d={pathOf(points, chain.closing)} />
      {chain.points.length >= 3 && (
        <circle
          className={chain.closing ? classes.handleSelected : classes.handle}
          cx={first.x}
          cy={first.y}
        />
      )}
      {next && length > 0 && (
        <Tag at={segmentTag(last, next, px, chain.thickness, label)} text={label} px={px} />
      )}
      {chain.typed && next && (
        <Tag
          at={add(next, { x: 0, y: 28 * px })}
          text={`${chain.typed} ▸ ${t('editor.overlay.enterLength')}`}
          px={px}
          accent
        />
      )}
    </g>
  );
}

function RectanglePreview({ a, b, thickness, px }: { a: Vec2; b: Vec2; thickness: number; px: number }) {
  const corners = [a, { x: b.x, y: a.y }, b, { x: a.x, y: b.y }];
  const width = Math.abs(b.x - a.x);
  const depth = Math.abs(b.y - a.y);
  const top = Math.min(a.y, b.y);
  const left = Math.min(a.x, b.x);
  return (
    <g data-testid="room-preview">
      <path className={classes.preview} d={wallPreview(corners, true, thickness)} />
      {width > 0 && (
        <Tag
          at={{ x: (a.x + b.x) / 2, y: top - thickness / 2 - 16 * px }}
          text={formatMillimetres(width)}
          px={px}
        />
      )}
      {depth > 0 && (
        <Tag
          at={{ x: left - thickness / 2 - 30 * px, y: (a.y + b.y) / 2 }}
          text={formatMillimetres(depth)}
          px={px}
        />
      )}
    </g>
  );
}

function OpeningGhost({ floor, overlay }: { floor: Floor; overlay: Overlay }) {
  const preview = overlay.opening;
  if (!preview) return null;
  const shape = openingShape(floor, {
    ...preview,
    flipped: preview.flipped,
    handlePosition: 'LEFT',
    openingDirection: 'PULL',
    archiId: 'preview',
  });
  if (!shape) return null;
  return (
    <g opacity={0.75} data-testid="opening-preview">
      <path className={classes.openingCut} d={shape.cut} />
      {shape.swing && <path className={classes.openingSwing} d={shape.swing} />}
      <path className={classes.openingLines} d={shape.lines} />
      <path className={classes.selectedOpening} d={shape.outline} />
    </g>
  );
}

/** While a door or window moves: its distances to both ends of its wall. */
function OpeningGaps({ floor, openingId, px }: { floor: Floor; openingId: string; px: number }) {
  const opening = floor.openings.find((o) => o.archiId === openingId);
  const frame = opening && openingFrame(floor, opening);
  if (!opening || !frame) return null;
  const length = wallLength(floor, frame.wall);
  const before = opening.offset - opening.width / 2;
  const after = length - opening.offset - opening.width / 2;
  const out = scale(frame.n, -(frame.wall.thickness / 2 + 16 * px));
  const at = (along: number) => add(add(frame.start, scale(frame.u, along)), out);
  return (
    <g>
      {before > 1 && <Tag at={at(before / 2)} text={formatMillimetres(before)} px={px} accent />}
      {after > 1 && <Tag at={at(length - after / 2)} text={formatMillimetres(after)} px={px} accent />}
    </g>
  );
}

function Tape({ a, b, px }: { a: Vec2; b: Vec2; px: number }) {
  const length = distance(a, b);
  return (
    <g data-testid="measure">
      <path className={classes.tape} d={linesOf([[a, b]])} />
      <circle className={classes.tapeEnd} cx={a.x} cy={a.y} />
      <circle className={classes.tapeEnd} cx={b.x} cy={b.y} />
      {length > 0 && (
        <Tag
          at={add(scale(add(a, b), 0.5), { x: 0, y: -16 * px })}
          text={`${formatMetres(length)} · ${formatMillimetres(length)} mm`}
          px={px}
          accent
        />
      )}
    </g>
  );
}

function Calibration({
  a,
  b,
  done,
  typed,
  px,
}: {
  a: Vec2;
  b: Vec2;
  done: boolean;
  typed: string;
  px: number;
}) {
  const { t } = useTranslation();
  return (
    <g data-testid="calibration">
      <path className={classes.tape} d={linesOf([[a, b]])} />
      <circle className={classes.tapeEnd} cx={a.x} cy={a.y} />
      <circle className={classes.tapeEnd} cx={b.x} cy={b.y} />
      {done && (
        <Tag
          at={add(scale(add(a, b), 0.5), { x: 0, y: -18 * px })}
          text={typed ? `${typed} ▸ Enter` : t('editor.overlay.typeRealLength')}
          px={px}
          accent
        />
      )}
    </g>
  );
}

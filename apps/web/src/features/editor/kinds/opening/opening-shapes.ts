import { EditorTypeCode } from '@roomcraft/contract';
import { add, type Floor, isDoor, type Opening, scale, type Vec2 } from '@roomcraft/scene';
import { arcOf, linesOf, pathOf } from '../../drawing/paths.ts';
import { openingFrame } from '../../model/plan-geometry.ts';

/** How a door or window is drawn: the gap it cuts in its wall, its lines, and its swing. */
export interface OpeningShape {
  readonly id: string;
  readonly door: boolean;
  /** The gap in the wall (drawn in the floor colour over the wall). */
  readonly cut: string;
  /** Jambs, glass, leaves, panels: solid lines. */
  readonly lines: string;
  /** Swing arcs and overhead doors: thin dashed or light lines. */
  readonly swing: string;
  /** The outline around the opening, for selection and hover. */
  readonly outline: string;
}

/** The part of an opening the drawing needs. */
export type OpeningLike = Pick<
  Opening,
  'wallId' | 'offset' | 'width' | 'editorTypeCode' | 'flipped' | 'handlePosition' | 'openingDirection'
> & { readonly archiId?: string };

/**
 * The plan symbol of a door or window. The side it opens towards is the wall's left side, or its
 * right side when flipped. The handle is as seen from that side: LEFT puts the handle on the left
 * jamb and the hinges on the right, so the leaf swings from the right jamb.
 */
export function openingShape(floor: Floor, opening: OpeningLike): OpeningShape | undefined {
  const frame = openingFrame(floor, opening);
  if (!frame) return undefined;
  const { centre, u } = frame;
  const t = frame.wall.thickness;
  const w = opening.width;
  const side = opening.flipped ? -1 : 1;
  const n = scale(frame.n, side);
  const at = (along: number, across: number): Vec2 => add(add(centre, scale(u, along)), scale(n, across));
  // Someone on the wall's left side facing it has the wall's direction on their left; on the right side, behind them.
  const viewerLeft = side;
  const handleAlong = (opening.handlePosition === 'LEFT' ? viewerLeft : -viewerLeft) * (w / 2);
  const hingeAlong = -handleAlong;
  const cut = pathOf([
    at(-w / 2, -t / 2 - 1),
    at(w / 2, -t / 2 - 1),
    at(w / 2, t / 2 + 1),
    at(-w / 2, t / 2 + 1),
  ]);
  const jambs: [Vec2, Vec2][] = [
    [at(-w / 2, -t / 2), at(-w / 2, t / 2)],
    [at(w / 2, -t / 2), at(w / 2, t / 2)],
  ];
  const id = opening.archiId ?? 'preview';
  const door = isDoor(opening.editorTypeCode);
  const outline = pathOf([at(-w / 2, -t / 2), at(w / 2, -t / 2), at(w / 2, t / 2), at(-w / 2, t / 2)]);
  const face = t / 2;
  const shape = (lines: [Vec2, Vec2][], swing: string) => ({
    id,
    door,
    cut,
    lines: linesOf([...jambs, ...lines]),
    swing,
    outline,
  });

  switch (opening.editorTypeCode) {
    case EditorTypeCode.SwingDoor: {
      const hinge = at(hingeAlong, face);
      const open = add(hinge, scale(n, w));
      return shape([[hinge, open]], arcOf(hinge, open, at(handleAlong, face)));
    }
    case EditorTypeCode.SlidingDoor: {
      const q = t / 6;
      return shape(
        [
          [at(-w / 2, -q), at(w * 0.08, -q)],
          [at(-w * 0.08, q), at(w / 2, q)],
        ],
        linesOf([[at(-w * 0.3, -q * 3), at(w * 0.3, -q * 3)]]),
      );
    }
    case EditorTypeCode.FoldingDoor: {
      const leaf = w / 4;
      const depth = Math.sqrt(leaf * leaf - (leaf * 0.6) ** 2);
      const zig = (from: number, dir: number): [Vec2, Vec2][] => [
        [at(from, face), at(from + dir * leaf * 0.6, face + depth)],
        [at(from + dir * leaf * 0.6, face + depth), at(from + dir * leaf * 1.2, face)],
      ];
      return shape([...zig(-w / 2, 1), ...zig(w / 2, -1)], '');
    }
    case EditorTypeCode.GarageDoor:
      return shape(
        [[at(-w / 2, 0), at(w / 2, 0)]],
        pathOf([at(-w / 2, face), at(w / 2, face), at(w / 2, face + w * 0.9), at(-w / 2, face + w * 0.9)]),
      );
    case EditorTypeCode.SwingWindow: {
      const hingeA = at(-w / 2, face);
      const hingeB = at(w / 2, face);
      const half = w / 2;
      return shape(
        [[at(-w / 2, 0), at(w / 2, 0)]],
        `${arcOf(hingeA, add(hingeA, scale(n, half)), at(0, face))}${arcOf(hingeB, add(hingeB, scale(n, half)), at(0, face))}${linesOf(
          [
            [hingeA, add(hingeA, scale(n, half))],
            [hingeB, add(hingeB, scale(n, half))],
          ],
        )}`,
      );
    }
    case EditorTypeCode.SlidingWindow: {
      const q = t / 6;
      return shape(
        [
          [at(-w / 2, -t / 2), at(w / 2, -t / 2)],
          [at(-w / 2, t / 2), at(w / 2, t / 2)],
          [at(-w / 2, -q), at(w * 0.08, -q)],
          [at(-w * 0.08, q), at(w / 2, q)],
        ],
        '',
      );
    }
    case EditorTypeCode.FoldingWindow: {
      const leaf = w / 4;
      return shape(
        [
          [at(-w / 2, -t / 2), at(w / 2, -t / 2)],
          [at(-w / 2, t / 2), at(w / 2, t / 2)],
        ],
        linesOf([
          [at(-w / 2, face), at(-w / 2 + leaf, face + leaf * 0.8)],
          [at(-w / 2 + leaf, face + leaf * 0.8), at(-w / 2 + 2 * leaf, face)],
          [at(w / 2, face), at(w / 2 - leaf, face + leaf * 0.8)],
          [at(w / 2 - leaf, face + leaf * 0.8), at(w / 2 - 2 * leaf, face)],
        ]),
      );
    }
    default:
      return shape(
        [
          [at(-w / 2, -t / 2), at(w / 2, -t / 2)],
          [at(-w / 2, t / 2), at(w / 2, t / 2)],
          [at(-w / 2, 0), at(w / 2, 0)],
        ],
        '',
      );
  }
}

/** The part of an opening that decides where it sits in its wall. */
export interface OpeningSpan {
  readonly offset: number;
  readonly width: number;
  readonly height: number;
  readonly sillHeight: number;
}

/**
 * Fits an opening inside its wall: never wider or taller than the wall, never past either end
 * (its centre stays between width/2 and length − width/2), its top never above the wall.
 * Returns the same object when it already fits, so unchanged openings keep their identity.
 */
export function clampOpeningToWall<T extends OpeningSpan>(
  opening: T,
  wallLength: number,
  wallHeight: number,
): T {
  const width = Math.min(opening.width, wallLength);
  const offset = Math.min(Math.max(opening.offset, width / 2), wallLength - width / 2);
  const height = Math.min(opening.height, wallHeight);
  const sillHeight = Math.min(Math.max(opening.sillHeight, 0), wallHeight - height);
  if (
    width === opening.width &&
    offset === opening.offset &&
    height === opening.height &&
    sillHeight === opening.sillHeight
  ) {
    return opening;
  }
  return { ...opening, offset, width, height, sillHeight };
}

/** The first row of a page as the list's order sees it: its sort value (as PostgreSQL prints it) and id. */
export interface PageAnchor {
  key: string;
  id: string;
}

/**
 * How a page's ids are found: by skipping `skip` entries of the list's index from its start, from its
 * end (in reverse order), or from a remembered row at or before the page. The spec pages by offset; skipping
 * thousands of entries is what makes a deep page cost, so the shortest way is chosen.
 */
export type PageSeek =
  | { from: 'start' | 'end'; skip: number; take: number }
  | { from: 'anchor'; anchor: PageAnchor; skip: number; take: number };

/** A remembered row of the same list (its position in the list), at or before the wanted page. */
export interface NearestAnchor {
  offset: number;
  anchor: PageAnchor;
}

export function pageSeek(page: number, size: number, total: number, nearest?: NearestAnchor): PageSeek {
  const offset = page * size;
  const ways: PageSeek[] = [{ from: 'start', skip: offset, take: size }];
  if (offset > total / 2 && offset < total) {
    ways.push({
      from: 'end',
      skip: Math.max(0, total - offset - size),
      take: Math.min(size, total - offset),
    });
  }
  if (nearest)
    ways.push({ from: 'anchor', anchor: nearest.anchor, skip: offset - nearest.offset, take: size });
  return ways.reduce((best, way) => (way.skip < best.skip ? way : best));
}

/** A name typed for a new room type: English (or the only name), and optionally Korean. */
export interface TypedRoomType {
  readonly name: string;
  readonly nameKo?: string;
}

/** Longest name the server takes. */
const MAX_NAME = 60;

/**
 * Reads the names typed for new room types, one a line, a Korean name after a `|`
 * ("Showroom | 쇼룸"). Blank lines and repeats are skipped; names are cut to 60 characters.
 */
export function parseRoomTypeLines(text: string): TypedRoomType[] {
  const seen = new Set<string>();
  const types: TypedRoomType[] = [];
  for (const line of text.split('\n')) {
    const [name = '', nameKo = ''] = line.split('|').map((part) => part.trim().slice(0, MAX_NAME));
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    types.push(nameKo ? { name, nameKo } : { name });
  }
  return types;
}

/** A list with one entry moved from one place to another (what a drop does to the order). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * Rules every request input obeys before its own schema is read (docs/decisions/input-rules.md):
 * no control characters in any string or key (PostgreSQL refuses NUL in text and JSON, and none
 * belongs in an id, a name or a search), line breaks and tabs allowed only in bodies, and no
 * nesting deeper than a design document ever needs.
 */

/** Deepest nesting of objects and arrays a request may send. */
export const MAX_INPUT_DEPTH = 32;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/** Whether a string holds a C0 control character or DEL; `multiline` lets tabs and line breaks through. */
function hasControlCharacter(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === DELETE) return true;
    if (code >= 0x20) continue;
    if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/** Whether a one-line value (an id, a name, a path or query value) is free of control characters. */
export function isCleanLine(value: string): boolean {
  return !hasControlCharacter(value, false);
}

export interface InputIssue {
  /** Dotted path of the offending value within the input (empty for the input itself). */
  path: string;
  message: string;
}

/**
 * The first string, key or nesting of an input that breaks the rules, walked without recursion so a
 * deeply nested body cannot exhaust the stack. `multiline` lets tabs and line breaks through (bodies).
 */
export function firstInputIssue(input: unknown, multiline: boolean): InputIssue | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacter(value, multiline))
        return { path: path.join('.'), message: 'must not contain control characters' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      return { path: path.join('.'), message: `is nested more than ${MAX_INPUT_DEPTH} levels deep` };
    }
    for (const [key, child] of Object.entries(value)) {
      if (hasControlCharacter(key, false)) {
        return { path: path.join('.'), message: 'has a key with control characters' };
      }
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return null;
}

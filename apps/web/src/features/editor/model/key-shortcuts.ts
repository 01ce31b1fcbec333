import { KIND_TOOLS } from '../kinds/registry.ts';
import type { ToolId } from '../tools/tool.ts';
import type { PlanKey } from './events.ts';
import type { PlanEditor } from './plan-editor.ts';

/** Ctrl (⌘) shortcuts by lower-case key. */
const WITH_CTRL: Record<string, (editor: PlanEditor, shift: boolean) => void> = {
  z: (editor, shift) => (shift ? editor.redo() : editor.undo()),
  y: (editor) => editor.redo(),
  c: (editor) => editor.commands.copy(),
  x: (editor) => editor.commands.cut(),
  v: (editor) => editor.commands.paste(),
  a: (editor) => editor.commands.selectAll(),
};

/** Single-key shortcuts (as listed in `shortcuts.ts` for the help panel). */
const PLAIN: Record<string, (editor: PlanEditor) => void> = {
  Escape: (editor) => editor.cancel(),
  Delete: (editor) => editor.commands.deleteSelection(),
  Backspace: (editor) => editor.commands.deleteSelection(),
  '?': (editor) => editor.requestHelp(),
  v: (editor) => editor.setTool('select'),
  w: (editor) => editor.setTool('wall'),
  r: (editor) => editor.setTool('room'),
  d: (editor) => editor.placeOpenings(editor.settings.get().doorType),
  n: (editor) => editor.placeOpenings(editor.settings.get().windowType),
  m: (editor) => editor.setTool('measure'),
  c: (editor) => editor.setTool('camera'),
  f: (editor) => editor.commands.fit(),
  ...Object.fromEntries(
    KIND_TOOLS.map((tool) => [tool.key, (editor: PlanEditor) => editor.setTool(tool.id as ToolId)]),
  ),
};

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);
/** [ and ] turn the selected items; with Shift a US keyboard reports { and }. */
const TURNS: Record<string, boolean> = { '[': false, '{': false, ']': true, '}': true };

/** Runs the editor's shortcut for a key no tool used; returns whether there was one. */
export function runShortcut(editor: PlanEditor, k: PlanKey): boolean {
  const key = k.key.length === 1 ? k.key.toLowerCase() : k.key;
  if (k.ctrlKey) {
    const command = WITH_CTRL[key];
    command?.(editor, k.shiftKey);
    return command !== undefined;
  }
  if (k.altKey) return false;
  if (ARROWS.has(key)) return editor.commands.nudge(key, k.shiftKey);
  if (key in TURNS) return editor.commands.turn(TURNS[key]!, k.shiftKey);
  const command = PLAIN[key];
  command?.(editor);
  return command !== undefined;
}

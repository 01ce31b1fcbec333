import { useEffect } from 'react';
import type { PlanEditor } from './model/plan-editor.ts';

/** Whether a key goes to a text field rather than to the editor. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/** Whether a key is pressed in a dialog (share, render): Escape closes the dialog, not the editor's tool. */
const inDialog = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="dialog"]') !== null;

/** Sends the page's key presses to the editor, except while typing in a field or a dialog is open. */
export function useEditorKeys(editor: PlanEditor, paused: boolean): void {
  useEffect(() => {
    if (paused) return;
    const keyOf = (e: KeyboardEvent) => ({
      key: e.key,
      shiftKey: e.shiftKey,
      altKey: e.altKey,
      ctrlKey: e.ctrlKey || e.metaKey,
    });
    const down = (e: KeyboardEvent) => {
      if (typingIn(e.target) || inDialog(e.target) || e.isComposing) return;
      if (editor.keyDown(keyOf(e))) e.preventDefault();
    };
    const up = (e: KeyboardEvent) => editor.keyUp(keyOf(e));
    const blur = () => editor.keyUp({ key: ' ', shiftKey: false, altKey: false, ctrlKey: false });
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', blur);
    };
  }, [editor, paused]);
}

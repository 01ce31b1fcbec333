import { type RefObject, useEffect } from 'react';
import { groupSelected, ungroupSelected } from './controller/group-commands.ts';
import { deleteSelected, duplicateSelected, toggleLock } from './controller/item-commands.ts';
import type { View3DController } from './controller/view3d-controller.ts';
import { typingIn } from './keys.ts';

/**
 * Keys for the selected items while the 3D view has focus: Delete, Ctrl+D duplicate, Ctrl+G group,
 * Ctrl+Shift+G ungroup, L lock, Escape abandons a drag in progress. Handled keys stop at the view,
 * so the plan editor's own shortcuts do not act on them as well; the others (arrows, [ and ],
 * Ctrl+Z) go on to the plan editor, which moves, turns and undoes the same selection.
 */
export function useItemKeys(controller: View3DController, root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (controller.readOnly || !element) return;
    const onKey = (e: KeyboardEvent) => {
      if (
        typingIn(e.target) ||
        !controller.state.get().selectedItem ||
        controller.state.get().mode === 'walk'
      )
        return;
      const ctrl = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (e.key === 'Escape' && controller.draggingItem) controller.endItemDrag(false);
      else if (e.key === 'Escape' && controller.gizmoDragging) {
        controller.gizmoDragging = false;
        controller.store.cancelGesture();
      } else if (e.key === 'Delete' || e.key === 'Backspace') deleteSelected(controller);
      else if (ctrl && key === 'd') duplicateSelected(controller);
      else if (ctrl && e.shiftKey && key === 'g') ungroupSelected(controller);
      else if (ctrl && key === 'g') groupSelected(controller);
      else if (!ctrl && key === 'l') toggleLock(controller);
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [controller, root]);
}

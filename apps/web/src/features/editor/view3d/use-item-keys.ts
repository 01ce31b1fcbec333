import { useEffect } from 'react';
import { deleteSelected, duplicateSelected, toggleLock } from './controller/item-commands.ts';
import type { View3DController } from './controller/view3d-controller.ts';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable]') !== null;

/**
 * Keys for the selected item while the 3D view is shown: Delete, Ctrl+D duplicate, L lock,
 * G move, R rotate, Escape abandons a drag in progress.
 */
export function useItemKeys(controller: View3DController): void {
  useEffect(() => {
    if (controller.readOnly) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || !controller.state.get().selectedItem || controller.state.get().mode === 'walk')
        return;
      const ctrl = e.ctrlKey || e.metaKey;
      if (e.key === 'Escape' && controller.gizmoDragging) {
        controller.gizmoDragging = false;
        controller.store.cancelGesture();
      } else if (e.key === 'Delete' || e.key === 'Backspace') deleteSelected(controller);
      else if (ctrl && e.key.toLowerCase() === 'd') duplicateSelected(controller);
      else if (!ctrl && e.key.toLowerCase() === 'l') toggleLock(controller);
      else if (!ctrl && e.key.toLowerCase() === 'g') controller.setGizmo('translate');
      else if (!ctrl && e.key.toLowerCase() === 'r') controller.setGizmo('rotate');
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controller]);
}

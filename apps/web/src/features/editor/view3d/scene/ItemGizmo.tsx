import { TransformControls } from '@react-three/drei';
import { useEffect, useRef, useState } from 'react';
import { followGizmo } from '../controller/item-commands.ts';
import { useViewState } from '../controller/use-view-state.ts';
import type { View3DController } from '../controller/view3d-controller.ts';

/** Turns snap to 15°; Shift turns and moves freely (no angle steps, no snapping to walls and items). */
export const ROTATION_SNAP = Math.PI / 12;

function useShift() {
  const [held, setHeld] = useState(false);
  const ref = useRef(false);
  useEffect(() => {
    const on = (e: KeyboardEvent) => {
      ref.current = e.shiftKey;
      setHeld(e.shiftKey);
    };
    window.addEventListener('keydown', on);
    window.addEventListener('keyup', on);
    return () => {
      window.removeEventListener('keydown', on);
      window.removeEventListener('keyup', on);
    };
  }, []);
  return { held, ref };
}

/** Drei's TransformControls on the selected item: one drag is one gesture, so one undo step. */
export function ItemGizmo({ controller }: { controller: View3DController }) {
  const selected = useViewState(controller, (s) => s.selectedItem);
  const gizmo = useViewState(controller, (s) => s.gizmo);
  const shift = useShift();
  if (!selected || selected.locked) return null;
  const { store } = controller;
  return (
    <TransformControls
      object={controller.proxy}
      mode={gizmo}
      size={0.9}
      showX={gizmo === 'translate'}
      showY={gizmo === 'rotate'}
      showZ={gizmo === 'translate'}
      rotationSnap={shift.held ? null : ROTATION_SNAP}
      onMouseDown={() => {
        controller.gizmoDragging = true;
        store.beginGesture(gizmo === 'rotate' ? 'rotateItem' : 'moveItem');
      }}
      onObjectChange={() => {
        if (controller.gizmoDragging) followGizmo(controller, shift.ref.current);
      }}
      onMouseUp={() => {
        controller.gizmoDragging = false;
        store.commitGesture();
      }}
    />
  );
}

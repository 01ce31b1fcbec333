import { TransformControls } from '@react-three/drei';
import { useEffect, useRef, useState } from 'react';
import { followTurn } from '../controller/item-commands.ts';
import { useViewState } from '../controller/use-view-state.ts';
import type { View3DController } from '../controller/view3d-controller.ts';

/** Turns snap to 15°; Shift turns freely. */
export const ROTATION_SNAP = Math.PI / 12;

function useShiftHeld() {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const on = (e: KeyboardEvent) => setHeld(e.shiftKey);
    window.addEventListener('keydown', on);
    window.addEventListener('keyup', on);
    return () => {
      window.removeEventListener('keydown', on);
      window.removeEventListener('keyup', on);
    };
  }, []);
  return held;
}

/**
 * The turning ring on the selected item (moving is dragging the product itself): one turn is one
 * gesture, so one undo step. The ring tells the controller when the pointer is over it, so a press
 * there turns instead of starting a move.
 */
export function ItemGizmo({ controller }: { controller: View3DController }) {
  const selected = useViewState(controller, (s) => s.selectedItem);
  const shift = useShiftHeld();
  const ref = useRef<{ axis: string | null } | null>(null);
  useEffect(() => {
    controller.gizmoHovered = () => ref.current?.axis != null;
    return () => {
      controller.gizmoHovered = () => false;
    };
  }, [controller]);
  if (!selected || selected.locked) return null;
  const { store } = controller;
  return (
    <TransformControls
      ref={ref as never}
      object={controller.proxy}
      mode="rotate"
      size={0.9}
      showX={false}
      showY
      showZ={false}
      rotationSnap={shift ? null : ROTATION_SNAP}
      onMouseDown={() => {
        controller.gizmoDragging = true;
        store.beginGesture('rotateItem');
      }}
      onObjectChange={() => {
        if (controller.gizmoDragging) followTurn(controller);
      }}
      onMouseUp={() => {
        controller.gizmoDragging = false;
        store.commitGesture();
      }}
    />
  );
}

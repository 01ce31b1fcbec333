import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { Dragged } from '../model/drag.ts';

interface DragState {
  /** What is being dragged in this tab (drop targets check it while the data is still hidden). */
  dragged: Dragged | null;
  setDragged(dragged: Dragged | null): void;
}

const DragContext = createContext<DragState>({ dragged: null, setDragged: () => undefined });

export function DragProvider({ children }: { children: ReactNode }) {
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const value = useMemo(() => ({ dragged, setDragged }), [dragged]);
  return <DragContext value={value}>{children}</DragContext>;
}

export const useDrag = () => useContext(DragContext);

import { useSyncExternalStore } from 'react';
import type { View3DController, ViewState } from './view3d-controller.ts';

/** One field (or a derived value) of the view's state; re-renders only when it changes. */
export function useViewState<T>(controller: View3DController, select: (state: ViewState) => T): T {
  return useSyncExternalStore(controller.state.subscribe, () => select(controller.state.get()));
}

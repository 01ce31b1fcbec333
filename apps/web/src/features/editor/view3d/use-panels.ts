import { useEffect, useState } from 'react';
import { useViewState } from './controller/use-view-state.ts';
import type { View3DController } from './controller/view3d-controller.ts';
import type { PanelToggles } from './ui/ViewToolbar.tsx';

/** Widths of the side panels, px. */
export const CATALOGUE_WIDTH = 300;
export const FINISHES_WIDTH = 280;
/** Below this the panels float over the canvas (beside the plan) instead of narrowing it. */
const OVERLAY_BELOW = 900;
/** From these widths each panel starts open. */
const CATALOGUE_FROM = 900;
const FINISHES_FROM = 1300;
/** A canvas narrower than this folds the lighting controls into a popover. */
const COMPACT_BELOW = 820;

/** Which panels show, whether they float, and whether the toolbar is compact. */
export interface PanelLayout extends PanelToggles {
  readonly overlay: boolean;
  readonly compact: boolean;
}

/**
 * The side panels: open by default when the view is wide enough, toggled from the toolbar; with
 * room to spare the finishes panel opens by itself when a surface is picked (what picking it is for).
 */
export function usePanels(controller: View3DController, width: number): PanelLayout {
  const [chosen, setChosen] = useState<{ catalogue?: boolean; finishes?: boolean }>({});
  const surface = useViewState(controller, (s) => s.surface);
  const measured = width > 0;
  const overlay = measured && width < OVERLAY_BELOW;
  useEffect(() => {
    if (surface && !overlay) setChosen((c) => (c.finishes === false ? { ...c, finishes: undefined } : c));
  }, [surface, overlay]);
  const catalogue = chosen.catalogue ?? (measured && width >= CATALOGUE_FROM);
  const finishes =
    chosen.finishes ?? ((measured && width >= FINISHES_FROM) || (surface !== null && !overlay));
  const canvas = overlay
    ? width
    : width - (catalogue ? CATALOGUE_WIDTH : 0) - (finishes ? FINISHES_WIDTH : 0);
  return {
    catalogue,
    finishes,
    overlay,
    compact: measured && canvas < COMPACT_BELOW,
    toggle: (panel) => setChosen((c) => ({ ...c, [panel]: !(panel === 'catalogue' ? catalogue : finishes) })),
  };
}

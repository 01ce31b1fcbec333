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
/** Both panels open only when the canvas keeps at least this much beside them. */
const CANVAS_MIN = 640;

/** Which panels show, whether they float, and whether the toolbar is compact. */
export interface PanelLayout extends PanelToggles {
  readonly overlay: boolean;
  readonly compact: boolean;
}

/**
 * The side panels: open by default when the view is wide enough, toggled from the toolbar. When the
 * two would squeeze the canvas (or float over it), opening one closes the other. With room to spare
 * the finishes panel opens by itself when a surface is picked (what picking it is for).
 */
export function usePanels(controller: View3DController, width: number): PanelLayout {
  const [chosen, setChosen] = useState<{ catalogue?: boolean; finishes?: boolean }>({});
  const surface = useViewState(controller, (s) => s.surface);
  const measured = width > 0;
  const overlay = measured && width < OVERLAY_BELOW;
  const roomForBoth = !overlay && width - CATALOGUE_WIDTH - FINISHES_WIDTH >= CANVAS_MIN;
  useEffect(() => {
    if (surface && roomForBoth) setChosen((c) => (c.finishes === false ? { ...c, finishes: undefined } : c));
  }, [surface, roomForBoth]);
  const catalogue = chosen.catalogue ?? (measured && width >= CATALOGUE_FROM);
  const finishes =
    chosen.finishes ?? ((measured && width >= FINISHES_FROM) || (surface !== null && roomForBoth));
  const canvas = overlay
    ? width
    : width - (catalogue ? CATALOGUE_WIDTH : 0) - (finishes ? FINISHES_WIDTH : 0);
  return {
    catalogue,
    finishes,
    overlay,
    compact: measured && canvas < COMPACT_BELOW,
    toggle: (panel) => {
      const opening = !(panel === 'catalogue' ? catalogue : finishes);
      const other = panel === 'catalogue' ? 'finishes' : 'catalogue';
      setChosen((c) => ({ ...c, [panel]: opening, ...(opening && !roomForBoth ? { [other]: false } : {}) }));
    },
  };
}

import type { EditorKind } from '../kind.ts';
import { OpeningPanel } from './OpeningPanel.tsx';

/**
 * Openings in the editor. Their plan drawing (this folder's layer and shapes), hit test
 * (`model/hit-test.ts`) and tool are drawn and run by the plan itself, which batches and caches
 * them; the registry gives their panel.
 */
export const openingEditorKind = {
  kind: 'opening',
  Panel: OpeningPanel,
  single: true,
} as const satisfies EditorKind;

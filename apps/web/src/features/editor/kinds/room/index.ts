import type { EditorKind } from '../kind.ts';
import { RoomPanel } from './RoomPanel.tsx';

/**
 * Rooms in the editor. Their plan drawing (this folder's layer and shapes), hit test
 * (`model/hit-test.ts`) and tool are drawn and run by the plan itself, which batches and caches
 * them; the registry gives their panel.
 */
export const roomEditorKind = {
  kind: 'room',
  Panel: RoomPanel,
  single: true,
} as const satisfies EditorKind;

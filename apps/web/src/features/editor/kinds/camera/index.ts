import type { EditorKind } from '../kind.ts';
import { CameraPanel } from './CameraPanel.tsx';

/**
 * Cameras in the editor. Their plan drawing (this folder's layer and shapes), hit test
 * (`model/hit-test.ts`) and tool are drawn and run by the plan itself, which batches and caches
 * them; the registry gives their panel.
 */
export const cameraEditorKind = {
  kind: 'camera',
  Panel: CameraPanel,
  single: true,
} as const satisfies EditorKind;

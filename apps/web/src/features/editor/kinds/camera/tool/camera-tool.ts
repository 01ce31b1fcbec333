import type { PlanEditor } from '../../../model/plan-editor.ts';
import { Tool } from '../../../tools/tool.ts';
import { CameraIdle } from './idle.ts';
import { CameraPlacing } from './placing.ts';

/** Camera: press where the camera stands and drag towards what it looks at; release places it. */
export class CameraTool extends Tool {
  constructor(editor: PlanEditor) {
    super(editor, 'camera', [CameraIdle, CameraPlacing]);
  }
}

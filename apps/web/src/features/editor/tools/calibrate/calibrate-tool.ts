import type { PlanEditor } from '../../model/plan-editor.ts';
import { Tool } from '../tool.ts';
import { CalibrateEntering } from './entering.ts';
import { CalibrateIdle } from './idle.ts';
import { CalibrateMarking } from './marking.ts';

/**
 * Tracing scale: mark both ends of a length known on the floor-plan image, then type its real
 * length (3.6 = metres, 3600 = mm) and Enter; the image is scaled about the first mark.
 */
export class CalibrateTool extends Tool {
  constructor(editor: PlanEditor) {
    super(editor, 'calibrate', [CalibrateIdle, CalibrateMarking, CalibrateEntering]);
  }

  /** Applies the real length (mm) of the marked distance, when both marks are set. */
  apply(length: number): void {
    const entering = this.stateOf('entering');
    if (this.current === 'entering' && entering instanceof CalibrateEntering) entering.apply(length);
  }
}

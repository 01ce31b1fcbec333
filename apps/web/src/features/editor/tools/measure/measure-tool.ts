import type { PlanEditor } from '../../model/plan-editor.ts';
import { Tool } from '../tool.ts';
import { MeasureIdle } from './idle.ts';
import { Measuring } from './measuring.ts';

/** Measure: click (or press) one point, click (or release) another; the distance stays until the next one. */
export class MeasureTool extends Tool {
  constructor(editor: PlanEditor) {
    super(editor, 'measure', [MeasureIdle, Measuring]);
  }
}

import type { PlanEditor } from '../../../model/plan-editor.ts';
import { Tool } from '../../../tools/tool.ts';
import { ColumnIdle } from './idle.ts';

/**
 * Column: each click places a structural column there, like the floor's last column (its shape,
 * size, height and turn, as its panel left them), or a 400 mm square one on a floor without any.
 */
export class ColumnTool extends Tool {
  constructor(editor: PlanEditor) {
    super(editor, 'column', [ColumnIdle]);
  }
}

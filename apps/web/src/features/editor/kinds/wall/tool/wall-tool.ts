import type { PlanEditor } from '../../../model/plan-editor.ts';
import { Tool } from '../../../tools/tool.ts';
import { WallDrawing } from './drawing.ts';
import { WallIdle } from './idle.ts';

/**
 * Wall: click points to draw a continuous chain of walls; clicking the first point closes a room;
 * Enter, Escape or a double click ends the chain. Typing a length (3.45 = metres, 3450 = mm) and
 * Enter puts the next point exactly that far along the line being drawn.
 */
export class WallTool extends Tool {
  constructor(editor: PlanEditor) {
    super(editor, 'wall', [WallIdle, WallDrawing]);
  }
}

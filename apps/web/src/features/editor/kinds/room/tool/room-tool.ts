import type { PlanEditor } from '../../../model/plan-editor.ts';
import { Tool } from '../../../tools/tool.ts';
import { RoomDragging } from './dragging.ts';
import { RoomIdle } from './idle.ts';

/** Rectangle room: one drag from corner to corner draws four walls on the rectangle's centrelines. */
export class RoomTool extends Tool {
  constructor(editor: PlanEditor) {
    super(editor, 'room', [RoomIdle, RoomDragging]);
  }
}

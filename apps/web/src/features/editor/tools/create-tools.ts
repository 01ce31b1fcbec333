import { CameraTool } from '../kinds/camera/tool/camera-tool.ts';
import { OpeningTool } from '../kinds/opening/tool/opening-tool.ts';
import { KIND_TOOLS, type KindToolId } from '../kinds/registry.ts';
import { RoomTool } from '../kinds/room/tool/room-tool.ts';
import { WallTool } from '../kinds/wall/tool/wall-tool.ts';
import type { PlanEditor } from '../model/plan-editor.ts';
import { CalibrateTool } from './calibrate/calibrate-tool.ts';
import { MeasureTool } from './measure/measure-tool.ts';
import { SelectTool } from './select/select-tool.ts';
import type { Tool, ToolId } from './tool.ts';

/** Every tool of the plan editor, by id (the registered kinds' tools too). */
export function createTools(
  editor: PlanEditor,
): Record<ToolId, Tool> & { opening: OpeningTool; calibrate: CalibrateTool } {
  return {
    select: new SelectTool(editor),
    wall: new WallTool(editor),
    room: new RoomTool(editor),
    opening: new OpeningTool(editor),
    measure: new MeasureTool(editor),
    calibrate: new CalibrateTool(editor),
    camera: new CameraTool(editor),
    ...(Object.fromEntries(KIND_TOOLS.map((tool) => [tool.id, tool.create(editor)])) as Record<
      KindToolId,
      Tool
    >),
  };
}

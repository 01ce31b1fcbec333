import type { PlanEditor } from '../../model/plan-editor.ts';
import { Tool } from '../tool.ts';
import { Brushing } from './brushing.ts';
import { DraggingCamera } from './dragging-camera.ts';
import { DraggingCameraAim } from './dragging-camera-aim.ts';
import { DraggingCorner } from './dragging-corner.ts';
import { DraggingOpening } from './dragging-opening.ts';
import { DraggingSelection } from './dragging-selection.ts';
import { DraggingWall } from './dragging-wall.ts';
import { SelectIdle } from './idle.ts';
import { SelectPointing } from './pointing.ts';
import { TurningItem } from './turning-item.ts';

/** Select: click, shift-click, marquee, and drag corners, walls, doors, windows, rooms,
 * items and cameras, turn a selected camera by its aiming handle and a selected item by its
 * turning handle. */
export class SelectTool extends Tool {
  constructor(editor: PlanEditor) {
    super(editor, 'select', [
      SelectIdle,
      SelectPointing,
      Brushing,
      DraggingCorner,
      DraggingWall,
      DraggingOpening,
      DraggingSelection,
      DraggingCamera,
      DraggingCameraAim,
      TurningItem,
    ]);
  }
}

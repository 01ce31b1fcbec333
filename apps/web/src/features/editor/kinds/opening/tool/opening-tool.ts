import { EditorTypeCode } from '@roomcraft/contract';
import type { OpeningTypeCode } from '@roomcraft/scene';
import type { PlanEditor } from '../../../model/plan-editor.ts';
import { Tool } from '../../../tools/tool.ts';
import { OpeningIdle } from './idle.ts';
import { OpeningPlacing } from './placing.ts';

/** Door or window: click a wall to put one there, drag to slide it along before letting go. */
export class OpeningTool extends Tool {
  /** What the tool places (EditorTypeCode 51–58). */
  typeCode: OpeningTypeCode = EditorTypeCode.SwingDoor;

  constructor(editor: PlanEditor) {
    super(editor, 'opening', [OpeningIdle, OpeningPlacing]);
  }

  override enter(info?: unknown): void {
    const typeCode = (info as { typeCode?: OpeningTypeCode } | undefined)?.typeCode;
    if (typeCode !== undefined) this.typeCode = typeCode;
    super.enter(info);
  }
}

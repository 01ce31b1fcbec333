import type { RoomTypeItem } from '@roomcraft/contract';
import type { Bounds, Floor, ObjectKind, Vec2 } from '@roomcraft/scene';
import type { Icon } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { PlanEditor } from '../model/plan-editor.ts';
import type { Tool } from '../tools/tool.ts';

/**
 * What a kind's side panel gets: the selected objects of its kind (only ever one for a kind
 * whose panel is `single`), and what the workspace knows that panels show (room types, language).
 */
export interface KindPanelProps {
  readonly editor: PlanEditor;
  readonly floor: Floor;
  readonly ids: readonly string[];
  readonly roomTypes: readonly RoomTypeItem[] | undefined;
  readonly korean: boolean;
}

/** A tool placing objects of a kind: its rail button, its key and the hints of its states. */
export interface KindTool {
  readonly id: string;
  /** Lower-case key that picks the tool (listed in the help panel). */
  readonly key: string;
  readonly icon: Icon;
  readonly label: ParseKeys;
  /** Status bar hint per tool path (`column.idle`). */
  readonly hints: Readonly<Record<string, ParseKeys>>;
  /** The plan's cursor while the tool is on (a CSS cursor). */
  readonly cursor: string;
  readonly create: (editor: PlanEditor) => Tool;
}

/**
 * The editor's half of a kind (docs/decisions/design-kinds.md): how the plan draws, hits, outlines
 * and box-selects its objects, the panel that edits them and the tool that places them. The plan,
 * the select tool, the panels, the rail, the keys and the help all read these from the registry.
 */
export interface EditorKind {
  readonly kind: ObjectKind;
  /** Draws the floor's objects of the kind in the plan, under the selection. */
  readonly PlanLayer?: ComponentType<{ floor: Floor }>;
  /** The object of the kind under a plan point (`tolerance` mm around it). */
  readonly hit?: (floor: Floor, p: Vec2, tolerance: number) => string | undefined;
  /** A selected or hovered object's outline as an SVG path. */
  readonly outline?: (floor: Floor, id: string) => string | undefined;
  /** The objects a marquee catches. */
  readonly inBounds?: (floor: Floor, box: Bounds) => string[];
  readonly Panel?: ComponentType<KindPanelProps>;
  /** The panel edits one object at a time: a selection of several shows the selection's panel. */
  readonly single?: boolean;
  readonly tool?: KindTool;
}

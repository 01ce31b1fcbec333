import type { ObjectKind } from '@roomcraft/scene';
import { cameraEditorKind } from './camera/index.ts';
import { columnEditorKind } from './column/index.ts';
import { itemEditorKind } from './item/index.ts';
import type { EditorKind, KindTool } from './kind.ts';
import { openingEditorKind } from './opening/index.ts';
import { roomEditorKind } from './room/index.ts';
import { wallEditorKind } from './wall/index.ts';

/**
 * The editor's half of every kind that draws, hits and edits itself through the registry
 * (docs/decisions/design-kinds.md): a new kind is its folder under `kinds/` and one line here.
 */
export const EDITOR_KINDS = [
  wallEditorKind,
  openingEditorKind,
  roomEditorKind,
  itemEditorKind,
  cameraEditorKind,
  columnEditorKind,
] as const satisfies readonly EditorKind[];

/** The ids of the tools the registered kinds bring. */
export type KindToolId = Extract<(typeof EDITOR_KINDS)[number], { tool: KindTool }>['tool']['id'];

/** The registered editor kind of a scene kind, if it has one. */
export const editorKindOf = (kind: ObjectKind): EditorKind | undefined =>
  (EDITOR_KINDS as readonly EditorKind[]).find((k) => k.kind === kind);

/** Every tool the registered kinds bring. */
export const KIND_TOOLS: readonly KindTool[] = (EDITOR_KINDS as readonly EditorKind[]).flatMap((k) =>
  k.tool ? [k.tool] : [],
);

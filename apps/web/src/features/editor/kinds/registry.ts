import type { ObjectKind } from '@roomcraft/scene';
import { columnEditorKind } from './column/index.ts';
import type { EditorKind, KindTool } from './kind.ts';

/**
 * The editor's half of every kind that draws, hits and edits itself through the registry
 * (docs/decisions/design-kinds.md): a new kind is its folder under `kinds/` and one line here.
 */
export const EDITOR_KINDS = [columnEditorKind] as const satisfies readonly EditorKind[];

/** The ids of the tools the registered kinds bring. */
export type KindToolId = NonNullable<(typeof EDITOR_KINDS)[number]['tool']>['id'];

/** The registered editor kind of a scene kind, if it has one. */
export const editorKindOf = (kind: ObjectKind): EditorKind | undefined =>
  (EDITOR_KINDS as readonly EditorKind[]).find((k) => k.kind === kind);

/** Every tool the registered kinds bring. */
export const KIND_TOOLS: readonly KindTool[] = EDITOR_KINDS.flatMap((k): KindTool[] => (k.tool ? [k.tool] : []));

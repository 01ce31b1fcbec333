import { EditorTypeCode } from '@roomcraft/contract';

/** The spec: when templates are read, only floor, standing, wall and ceiling items are kept. */
export const KEPT_EDITOR_TYPE_CODES: readonly number[] = [
  EditorTypeCode.FloorItem,
  EditorTypeCode.StandingItem,
  EditorTypeCode.WallItem,
  EditorTypeCode.CeilingItem,
];

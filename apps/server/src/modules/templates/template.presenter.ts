import { EditorTypeCode, type Template, type TemplateSummary } from '@roomcraft/contract';
import type { TemplateRow } from './templates.repository.ts';

/** The spec: when templates are read, only floor, standing, wall and ceiling items are kept. */
const KEPT_CODES = new Set<number>([
  EditorTypeCode.FloorItem,
  EditorTypeCode.StandingItem,
  EditorTypeCode.WallItem,
  EditorTypeCode.CeilingItem,
]);

type Products = Template['products'];
const keptProducts = (row: TemplateRow): Products =>
  (row.products as Products).filter((p) => KEPT_CODES.has(p.editorTypeCode));

export function presentSummary(row: TemplateRow, liked: boolean): TemplateSummary {
  const room = row.room as Template['room'];
  return {
    id: row.id,
    groupId: row.group_id,
    scope: row.scope,
    status: row.status,
    name: row.name,
    description: row.description,
    style: row.style as TemplateSummary['style'],
    roomType: row.room_type,
    roomSize: row.room_size,
    roomWidth: row.room_width,
    roomDepth: row.room_depth,
    tags: row.tags,
    outline: room.outline,
    productCount: keptProducts(row).length,
    coverImageIds: row.cover_image_ids,
    author: { id: row.author_id, nickname: row.author_nickname },
    enterpriseId: row.enterprise_id,
    directoryId: row.directory_id,
    sourceProjectId: row.source_project_id,
    copyEnabled: row.copy_enabled,
    isSelected: row.selected,
    likeCount: row.like_count,
    liked,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function presentTemplate(
  row: TemplateRow,
  liked: boolean,
  caller: { transitions: Template['transitions']; editable: boolean },
): Template {
  return {
    ...presentSummary(row, liked),
    room: row.room as Template['room'],
    products: keptProducts(row),
    finishes: row.finishes as Template['finishes'],
    ...caller,
  };
}

import type { Template, TemplateSummary } from '@roomcraft/contract';
import { KEPT_EDITOR_TYPE_CODES } from './kept-products.ts';
import type { TemplateRow, TemplateSummaryRow } from './templates.repository.ts';

type Products = Template['products'];
const keptProducts = (row: TemplateRow): Products =>
  (row.products as Products).filter((p) => KEPT_EDITOR_TYPE_CODES.includes(p.editorTypeCode));

export function presentSummary(row: TemplateSummaryRow, liked: boolean): TemplateSummary {
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
    outline: row.outline as Template['room']['outline'],
    productCount: row.product_count,
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
  const room = row.room as Template['room'];
  const products = keptProducts(row);
  return {
    ...presentSummary({ ...row, outline: room.outline, product_count: products.length }, liked),
    room,
    products,
    finishes: row.finishes as Template['finishes'],
    ...caller,
  };
}

import type { TemplateStatus } from '@roomcraft/contract';
import type { TemplateCommentsTable, TemplateDirectoriesTable, TemplateHistoryTable } from '@roomcraft/db';
import type { Selectable } from 'kysely';

export function presentComment(row: Selectable<TemplateCommentsTable>) {
  return {
    id: row.id,
    templateId: row.template_id,
    author: { id: row.user_id ?? row.operator_id, name: row.author_name, operator: row.operator_id !== null },
    content: row.content,
    status: row.status as (typeof TemplateStatus)[number] | null,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentHistory(row: Selectable<TemplateHistoryTable>) {
  return {
    id: row.id,
    modifiedBy: { id: row.user_id ?? row.operator_id, name: row.author_name },
    modifiedFields: row.modified_fields,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentFolder(row: Selectable<TemplateDirectoriesTable>) {
  return {
    id: row.id,
    scope: row.scope,
    parentId: row.parent_id,
    name: row.name,
    ownerId: row.owner_id,
    enterpriseId: row.enterprise_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

import type { Directory } from '@roomcraft/contract';
import type { DirectoryRow } from './directories.repository.ts';

export function presentDirectory(row: DirectoryRow): Directory {
  return {
    id: row.id,
    type: row.scope,
    name: row.name,
    parentId: row.parent_id,
    userId: row.owner_id,
    enterpriseId: row.enterprise_id,
    position: row.position,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

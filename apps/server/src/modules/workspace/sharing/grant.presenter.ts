import type { GrantRow } from './grants.repository.ts';

export function presentGrant(row: GrantRow) {
  return {
    id: row.id,
    projectId: row.project_id,
    directoryId: row.directory_id,
    user: {
      id: row.user_id,
      email: row.email,
      nickname: row.nickname,
      name: row.name,
      enterpriseId: row.enterprise_id,
    },
    accessType: row.access,
    grantedBy: row.granted_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

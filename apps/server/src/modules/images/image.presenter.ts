import type { Image } from '@roomcraft/contract';
import type { ImagesTable } from '@roomcraft/db';
import type { Selectable } from 'kysely';

export type ImageRow = Selectable<ImagesTable>;

export function presentImage(row: ImageRow, apiBase: string): Image {
  const file = (variant: string) => (row.blob_key ? `${apiBase}/v1/image/${row.id}/file${variant}` : null);
  return {
    id: row.id,
    uuid: row.uuid,
    userId: row.user_id,
    projectId: row.project_id,
    name: row.name,
    type: row.type as Image['type'],
    status: row.status as Image['status'],
    imageUrl: file(''),
    thumbnailUrl: file('?variant=thumbnail'),
    floorplanId: row.floorplan_id,
    renderJobId: row.render_job_id,
    resolution: { x: row.width, y: row.height },
    items: row.items as Image['items'],
    standIns: row.stand_ins,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

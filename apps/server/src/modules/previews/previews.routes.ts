import { previewRoutes as r } from '@roomcraft/contract';
import { notFound } from '../../http/errors.ts';
import { bind } from '../../http/routes.ts';
import type { PreviewRow, PreviewsService, SnapshotRow } from './previews.service.ts';

export function previewBindings(service: PreviewsService, apiBase: string) {
  const preview = async (row: PreviewRow) => ({
    id: row.id,
    productId: row.product_id,
    ownerId: row.owner_id,
    enterpriseId: row.enterprise_id,
    name: row.name,
    settings: row.settings as never,
    snapshotCount: await service.snapshotCount(row.id),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });
  const snapshot = (row: SnapshotRow) => ({
    id: row.id,
    previewId: row.preview_id,
    imageUrl: `${apiBase}/v1/preview-snapshots/${row.id}/file`,
    width: row.width,
    height: row.height,
    caption: row.caption,
    position: row.position,
    createdAt: row.created_at.toISOString(),
  });
  return [
    bind(r.create, async ({ user, body }) => ({
      preview: await preview(await service.create(user, user.id, body)),
    })),
    bind(r.createForUser, async ({ user, params, body }) => ({
      preview: await preview(await service.create(user, params.id, body)),
    })),
    bind(r.ofProduct, async ({ user, params }) => ({
      previews: await Promise.all((await service.ofProduct(user, params.id)).map(preview)),
    })),
    bind(r.get, async ({ user, params }) => ({
      preview: await preview(await service.visible(user, params.id)),
    })),
    bind(r.removeOfProduct, async ({ user, params }) => ({
      deleted: await service.removeOfProduct(user, params.id),
    })),
    bind(r.createSnapshot, async ({ user, body }) => ({
      snapshot: snapshot(await service.addSnapshot(user, body.previewId, body.dataUrl, body.caption)),
    })),
    bind(r.snapshotsOfPreview, async ({ user, params }) => ({
      snapshots: (await service.snapshots(user, params.id)).map(snapshot),
    })),
    bind(r.getSnapshot, async ({ user, params }) => ({
      snapshot: snapshot(await service.snapshot(user, params.id)),
    })),
    bind(r.updateSnapshot, async ({ user, params, body }) => ({
      snapshot: snapshot(await service.updateSnapshot(user, params.id, body)),
    })),
    bind(r.removeSnapshots, async ({ user, body }) => ({
      deleted: await service.removeSnapshots(user, body.ids),
    })),
    bind(r.snapshotFile, async ({ params, reply }) => {
      const data = await service.snapshotFile(params.id);
      if (!data) throw notFound('snapshot');
      reply.header('cache-control', 'private, max-age=86400').type('image/webp');
      return data;
    }),
  ];
}

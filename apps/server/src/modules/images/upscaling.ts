import { IMAGE_TYPE_OF_RENDER, MAX_UPSCALED_SIDE, type UpscaleJobSpec } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { invalidField } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { RenderJobs } from '../renders/render-jobs.ts';
import type { RenderJobRow } from '../renders/renders.repository.ts';
import type { AccessService } from '../workspace/access/access.service.ts';
import type { ImagesService } from './images.service.ts';

const RENDER_TYPE_OF_IMAGE = new Map(
  Object.entries(IMAGE_TYPE_OF_RENDER).map(([type, image]) => [image, Number(type)]),
);

/**
 * Upscaling is an image job in the render queue (engine UPSCALE): durable, retried, and shown in
 * the same queue as renders. It takes no render unit.
 */
export async function queueUpscaling(
  deps: { db: Kysely<DB>; access: AccessService; images: ImagesService; renderJobs: RenderJobs },
  user: UserRow,
  imageIds: string[],
  scale: 2 | 4,
): Promise<RenderJobRow[]> {
  const jobs = [];
  const requestId = newId();
  for (const [index, imageId] of [...new Set(imageIds)].entries()) {
    const image = await deps.images.byId(user, imageId);
    if (!image.project_id || !image.blob_key)
      throw invalidField(`imageIds.${index}`, 'has no picture to upscale');
    await deps.access.requireProject(user, image.project_id, 'EDIT');
    if (Math.max(image.width, image.height) * scale > MAX_UPSCALED_SIDE) {
      throw invalidField(`imageIds.${index}`, `would be larger than ${MAX_UPSCALED_SIDE} px a side`);
    }
    const id = newId();
    const spec: UpscaleJobSpec = {
      sourceImageId: image.id,
      scale,
      width: image.width * scale,
      height: image.height * scale,
      cameraName: null,
    };
    jobs.push({
      id,
      project_id: image.project_id,
      user_id: user.id,
      enterprise_id: user.enterprise_id,
      session_id: null,
      request_id: requestId,
      type: RENDER_TYPE_OF_IMAGE.get(image.type as never) ?? 0,
      tier: 'standard-render',
      engine: 'UPSCALE',
      spec: JSON.stringify(spec),
      state: 'QUEUED',
      progress: 0,
      attempts: 0,
      worker_id: null,
      heartbeat_at: null,
      error: null,
      image_id: null,
      charge_key: `upscale:${id}`,
      started_at: null,
      finished_at: null,
    });
  }
  await deps.renderJobs.add(jobs);
  return deps.db
    .selectFrom('render_jobs')
    .selectAll()
    .where(
      'id',
      'in',
      jobs.map((j) => j.id),
    )
    .orderBy('created_at')
    .execute();
}

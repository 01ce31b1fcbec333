import { IMAGE_TYPE_OF_RENDER, type RenderJob, type RenderJobSpec } from '@roomcraft/contract';
import type { RenderJobRow } from './renders.repository.ts';

/** The API shape of a job; the frozen design stays on the server. */
export function presentRenderJob(row: RenderJobRow, queuePosition: number | null): RenderJob {
  const spec = row.spec as unknown as RenderJobSpec;
  const elapsed = row.started_at ? Date.now() - row.started_at.getTime() : 0;
  const estimatedEnd =
    row.state === 'RUNNING' && row.progress > 0.05
      ? new Date(Date.now() + (elapsed / row.progress) * (1 - row.progress))
      : null;
  return {
    id: row.id,
    projectId: row.project_id,
    sessionId: row.session_id,
    requestId: row.request_id,
    userId: row.user_id,
    type: row.type,
    imageType: IMAGE_TYPE_OF_RENDER[row.type] ?? 'RENDER_SHOT',
    tier: row.tier as RenderJob['tier'],
    engine: row.engine as RenderJob['engine'],
    state: row.state as RenderJob['state'],
    progress: row.progress,
    queuePosition,
    estimatedEndTime: estimatedEnd?.toISOString() ?? null,
    error: row.error,
    imageId: row.image_id,
    width: spec.width,
    height: spec.height,
    cameraName: spec.cameraName,
    camera: spec.planCamera ?? null,
    standIns: row.stand_ins,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

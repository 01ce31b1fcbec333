import type { DB } from '@roomcraft/db';
import type { Design } from '@roomcraft/scene';
import { CyclesEngine, createRenderWorker } from '@roomcraft/worker';
import type { Kysely } from 'kysely';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { livingRoomDesign } from './test-design.ts';

/** A test app, the demo designer's token and a project of the living-room design. */
export interface RenderProject {
  t: TestApp;
  designer: string;
  projectId: string;
}

/**
 * Opens a test app with the designer's project of the living room; `furnish` may add to the design
 * first (with products it makes in the app's library).
 */
export async function openRenderProject(
  name: string,
  furnish: (t: TestApp, room: Design) => Promise<Design> = async (_t, room) => room,
): Promise<RenderProject> {
  const t = await createTestApp();
  const designer = await t.login('designer@demo.example');
  const me = (await t.call('GET', '/api/v1/user/me', { token: designer })).json.user;
  const created = await t.call('POST', `/api/v1/projects/users/${me.id}`, {
    token: designer,
    body: { name, design: await furnish(t, livingRoomDesign()) },
  });
  if (created.status !== 201) throw new Error(`the test project was not created: ${created.status}`);
  return { t, designer, projectId: created.json.project.id };
}

/** Units of a tier the caller's quota has used. */
export async function unitsUsed(t: TestApp, token: string, tier: string): Promise<number> {
  const quota = (await t.call('GET', '/api/v1/subscription-quotas', { token })).json.quotas[0];
  return quota.tiers.find((x: { tier: string }) => x.tier === tier).used;
}

/** CI renders for real, but small: every queued job is shrunk to the given size and samples. */
export async function shrinkQueuedJobs(
  db: Kysely<DB>,
  size: { width: number; height: number; samples: number },
): Promise<void> {
  const jobs = await db
    .selectFrom('render_jobs')
    .select(['id', 'spec'])
    .where('state', '=', 'QUEUED')
    .execute();
  for (const job of jobs) {
    const spec = { ...(job.spec as Record<string, unknown>), ...size };
    await db
      .updateTable('render_jobs')
      .set({ spec: JSON.stringify(spec) })
      .where('id', '=', job.id)
      .execute();
  }
}

/** A render worker on the test app's database; with a timeout, Cycles alone, killed after it. */
export const testWorker = ({ t }: RenderProject, id: string, timeoutMs?: number) =>
  createRenderWorker({
    id,
    db: t.db,
    blobs: t.platform.blobs,
    jobs: t.platform.jobs,
    renders: t.platform.renderJobs,
    ...(timeoutMs ? { engines: [new CyclesEngine('blender', timeoutMs)] } : {}),
  });

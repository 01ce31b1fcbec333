import {
  BAKE_TIERS,
  RENDER_TIERS,
  RenderImageType,
  type RenderJobSpec,
  type RenderQuotaTier,
} from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { HttpError, invalidField, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import { type QuotasService, quotaOwnerOf } from '../quotas/quotas.service.ts';
import type { AccessService } from '../workspace/access/access.service.ts';
import { storedDesign } from '../workspace/projects/design.ts';
import { type CameraInput, resolveCameras } from './cameras.ts';
import type { RenderJobs } from './render-jobs.ts';
import type { RenderJobRow, RendersRepository } from './renders.repository.ts';

type Tier = (typeof RenderQuotaTier)[number];
type Engine = 'CYCLES' | 'WEBGL';

export interface RenderRequest {
  projectId: string;
  sessionId?: string;
  type: number;
  tier: Tier;
  engine?: Engine;
  floorId?: string;
  cameras: CameraInput[];
}

export interface RendersServiceDeps {
  db: Kysely<DB>;
  repository: RendersRepository;
  access: AccessService;
  quotas: QuotasService;
  jobs: RenderJobs;
}

/** A bake's "picture" is its light-map atlas; every other type renders at its tier's size. */
function sizeOf(type: number, tier: Tier): { width: number; height: number; samples: number } {
  if (type !== RenderImageType.Baking) return RENDER_TIERS[tier];
  const { lightmapSize, samples } = BAKE_TIERS[tier as keyof typeof BAKE_TIERS];
  return { width: lightmapSize, height: lightmapSize, samples };
}

/** Render requests: everything that can be refused is refused before a job is queued or a unit taken. */
export class RendersService {
  constructor(private readonly deps: RendersServiceDeps) {}

  async request(user: UserRow, input: RenderRequest): Promise<RenderJobRow[]> {
    if (input.type === RenderImageType.Baking && (input.engine ?? 'CYCLES') !== 'CYCLES') {
      throw invalidField('engine', 'light maps are baked by Cycles only');
    }
    const panoramaType = input.type === RenderImageType.Panorama || input.type === RenderImageType.Tour720;
    if (RENDER_TIERS[input.tier].panorama !== panoramaType) {
      throw invalidField(
        'tier',
        panoramaType
          ? 'panoramas take a panorama tier (6k, 12k, 24k)'
          : 'this render type takes a render tier',
      );
    }
    await this.deps.access.requireProject(user, input.projectId, 'EDIT');
    const { design, version } = await this.design(input.projectId);
    const floor = input.floorId ? design.floors.find((f) => f.id === input.floorId) : design.floors[0];
    if (!floor) throw invalidField('floorId', 'is not a floor of this design');
    const cameras = resolveCameras(input.type, floor, input.cameras);
    const engine = input.engine ?? 'CYCLES';
    await this.assertEngine(engine);

    const tier = sizeOf(input.type, input.tier);
    const requestId = newId();
    const jobs = cameras.map(({ name, camera, plan }) => {
      const spec: RenderJobSpec = {
        design,
        designVersion: version,
        floorId: floor.id,
        camera,
        cameraName: name,
        planCamera: plan,
        width: tier.width,
        height: tier.height,
        samples: tier.samples,
        ceilings: input.type !== RenderImageType.Topview && input.type !== RenderImageType.Birdview,
      };
      const id = newId();
      return {
        id,
        project_id: input.projectId,
        user_id: user.id,
        enterprise_id: user.enterprise_id,
        session_id: input.sessionId ?? null,
        request_id: requestId,
        type: input.type,
        tier: input.tier,
        engine,
        spec: JSON.stringify(spec),
        state: 'QUEUED',
        progress: 0,
        attempts: 0,
        worker_id: null,
        heartbeat_at: null,
        error: null,
        image_id: null,
        charge_key: `render:${id}`,
        started_at: null,
        finished_at: null,
      };
    });
    await this.chargeAll(
      user,
      input.tier,
      jobs.map((j) => j.charge_key),
    );
    try {
      await this.deps.jobs.add(jobs);
    } catch (error) {
      for (const job of jobs) await this.deps.quotas.refund(job.charge_key);
      throw error;
    }
    return this.deps.repository
      .list({ userId: user.id })
      .then((rows) => rows.filter((r) => jobs.some((j) => j.id === r.id)));
  }

  /** Jobs by id, anyone's, of the projects this user may see; the others are left out as if absent. */
  async byIds(user: UserRow, ids: string[]): Promise<RenderJobRow[]> {
    const rows = await this.deps.repository.byIds([...new Set(ids)].slice(0, 200));
    const visible = new Map<string, boolean>();
    for (const projectId of new Set(rows.map((r) => r.project_id))) {
      const allowed = await this.deps.access.requireProject(user, projectId, 'VIEW').then(
        () => true,
        () => false,
      );
      visible.set(projectId, allowed);
    }
    return rows.filter((row) => visible.get(row.project_id));
  }

  /** One unit per job, all or nothing. */
  private async chargeAll(user: UserRow, tier: Tier, keys: string[]): Promise<void> {
    const taken: string[] = [];
    try {
      for (const key of keys) {
        await this.deps.quotas.charge(quotaOwnerOf(user), tier, key);
        taken.push(key);
      }
    } catch (error) {
      for (const key of taken) await this.deps.quotas.refund(key);
      throw error;
    }
  }

  private async design(projectId: string) {
    const row = await this.deps.db
      .selectFrom('projects')
      .select(['design', 'design_version'])
      .where('id', '=', projectId)
      .executeTakeFirst();
    if (!row) throw notFound('project');
    return { design: storedDesign(row.design), version: row.design_version };
  }

  private async assertEngine(engine: Engine): Promise<void> {
    const engines = await this.deps.repository.liveEngines();
    const known = engines?.get(engine);
    // With no live worker the job waits for one; a worker that lacks the engine is told at once.
    if (engines && !known?.available) {
      throw new HttpError(
        409,
        'engine_unavailable',
        `The ${engine} engine is not available: ${known?.reason ?? 'no worker offers it'}.`,
        {
          engine,
        },
      );
    }
  }
}

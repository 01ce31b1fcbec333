import { z } from 'zod';
import { ImageType, RenderImageType, RenderQuotaTier } from '../enums.ts';
import { Id, IsoDate } from './common.ts';
import { RenderStandIn } from './render-stand-ins.ts';

/** The engines that render a scene. */
export const SceneEngineName = z.enum(['CYCLES', 'WEBGL']);
/** What takes a job: a scene engine, or UPSCALE, the image job that enlarges a finished picture. */
export const RenderEngineName = z.enum([...SceneEngineName.options, 'UPSCALE']);
export const RenderState = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);

/** A point in the plan: x and y in millimetres as drawn, z the height above the floor. */
const PlanPoint = z.object({ x: z.number().finite(), y: z.number().finite(), z: z.number().finite() });

/** A job's camera as asked for, in plan millimetres (or the framing the server chose for top and bird views). */
export const RenderJobCamera = z.object({
  name: z.string().nullable(),
  position: PlanPoint,
  target: PlanPoint,
  fovDeg: z.number().nullable(),
});
export type RenderJobCamera = z.infer<typeof RenderJobCamera>;

export const RenderCameraInput = z.object({
  name: z.string().trim().max(60).optional(),
  position: PlanPoint,
  target: PlanPoint,
  fovDeg: z.number().min(10).max(120).optional(),
});

const renderTypeValues = Object.values(RenderImageType) as [number, ...number[]];

export const CreateRendersBody = z.object({
  projectId: Id,
  sessionId: z.string().trim().min(1).max(64).optional(),
  type: z
    .number()
    .int()
    .refine((v) => renderTypeValues.includes(v), { message: 'is not a RenderImageType (0–5)' }),
  tier: z.enum(RenderQuotaTier),
  engine: SceneEngineName.optional(),
  floorId: z.string().max(64).optional(),
  /** Top views and bird views frame the floor by themselves when no camera is given. */
  cameras: z.array(RenderCameraInput).max(12).default([]),
});

export const RenderJob = z.object({
  id: Id,
  projectId: Id,
  sessionId: z.string().nullable(),
  /** Shared by the jobs queued by one request (the stations of one tour). */
  requestId: Id,
  userId: Id,
  type: z.number().int(),
  imageType: z.enum(ImageType),
  tier: z.enum(RenderQuotaTier),
  engine: RenderEngineName,
  state: RenderState,
  progress: z.number(),
  queuePosition: z.number().int().nullable(),
  estimatedEndTime: IsoDate.nullable(),
  error: z.string().nullable(),
  imageId: Id.nullable(),
  width: z.number().int(),
  height: z.number().int(),
  cameraName: z.string().nullable(),
  /** Null for upscaling jobs and for jobs queued before cameras were kept. */
  camera: RenderJobCamera.nullable(),
  /** Products drawn as boxes of their size because their models could not be had (empty when none). */
  standIns: z.array(RenderStandIn),
  createdAt: IsoDate,
  startedAt: IsoDate.nullable(),
  finishedAt: IsoDate.nullable(),
});
export type RenderJob = z.infer<typeof RenderJob>;

export const RendersAnswer = z.object({ renders: z.array(RenderJob) });
export const RendersQuery = z.object({
  sessionId: z.string().trim().min(1).max(64).optional(),
  projectId: Id.optional(),
});
/** What the one live stream carries: the render jobs, the notification bell, or both. */
export const StreamTopic = ['renders', 'notifications'] as const;
export const RenderStreamQuery = RendersQuery.extend({
  topics: z
    .string()
    .max(100)
    .default('renders')
    .transform((value) => value.split(',').map((topic) => topic.trim()))
    .pipe(z.array(z.enum(StreamTopic)).min(1))
    .describe('comma-joined: renders (the default), notifications (the unread count and the newest id)'),
});
/** The `notifications` event of the stream. */
export const NotificationBell = z.object({
  uncheckCount: z.number().int(),
  newestId: z.string().nullable(),
  newestType: z.string().nullable(),
});
export const RendersByIdsQuery = z.object({
  ids: z
    .string()
    .max(5000)
    .describe('comma-joined job ids; jobs of projects the caller may not see are left out'),
});
export const EnginesAnswer = z.object({
  engines: z.array(
    z.object({ name: RenderEngineName, available: z.boolean(), reason: z.string().nullable() }),
  ),
});

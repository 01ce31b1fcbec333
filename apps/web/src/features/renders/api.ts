import {
  type Image,
  type ImageCharacteristic,
  imageRoutes,
  projectRoutes,
  quotaRoutes,
  type RenderJob,
  renderRoutes,
} from '@roomcraft/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, urlOf } from '../../api/client.ts';
import { fetchProjectDesign } from '../projects/model/project-design.ts';
import type { CameraInput } from './model/cameras.ts';
import type { Tier } from './model/tiers.ts';

/** Query keys of the renders feature; everything under `renders` is refreshed when a job ends. */
export const rendersKeys = {
  all: ['renders'] as const,
  quota: ['renders', 'quota'] as const,
  engines: ['renders', 'engines'] as const,
  images: (projectId: string) => ['renders', 'images', projectId] as const,
  project: (projectId: string) => ['renders', 'project', projectId] as const,
  design: (projectId: string) => ['renders', 'design', projectId] as const,
};

/** The caller's render units this month (one quota applies: the enterprise's or their own). */
export const useQuota = () =>
  useQuery({
    queryKey: rendersKeys.quota,
    queryFn: async () => (await callApi(quotaRoutes.mine)).quotas[0],
    staleTime: 10_000,
  });

/** Which engines the render workers have; asked again each time the dialog opens. */
export const useEngines = (enabled: boolean) =>
  useQuery({
    queryKey: rendersKeys.engines,
    queryFn: async () => (await callApi(renderRoutes.engines)).engines,
    enabled,
    staleTime: 0,
  });

export const GALLERY_PAGE_SIZE = 24;

export interface ImageFilter {
  type: Image['type'] | null;
  characteristic: (typeof ImageCharacteristic)[number] | null;
}

export function useProjectImages(projectId: string, filter: ImageFilter, page: number) {
  return useQuery({
    queryKey: [...rendersKeys.images(projectId), filter.type, filter.characteristic, page],
    queryFn: () =>
      callApi(imageRoutes.list, {
        query: {
          projectId,
          type: filter.type ?? undefined,
          characteristic: filter.characteristic ?? undefined,
          page,
          size: GALLERY_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The jobs that made these tour panoramas and are not in the caller's own feed (another member
 * asked for them): their request groups a tour and their cameras place its hotspots.
 */
export function useTourJobs(images: Image[], known: RenderJob[]) {
  const knownIds = new Set(known.map((job) => job.id));
  const missing = images
    .filter((image) => image.type === 'TOUR_720' && image.renderJobId && !knownIds.has(image.renderJobId))
    .map((image) => image.renderJobId!)
    .sort();
  const others = useQuery({
    queryKey: [...rendersKeys.all, 'jobs', 'byIds', missing],
    queryFn: async () => (await callApi(renderRoutes.byIds, { query: { ids: missing.join(',') } })).renders,
    enabled: missing.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return others.data ? [...known, ...others.data] : known;
}

/** The pictures of finished jobs, in the jobs' order (the editor's queue opens them in the lightbox). */
export function useJobImages(jobs: RenderJob[]): Image[] {
  const ids = jobs.flatMap((job) => (job.state === 'DONE' && job.imageId ? [job.imageId] : []));
  const images = useQuery({
    queryKey: [...rendersKeys.all, 'images', 'byIds', ids],
    queryFn: async () => (await callApi(imageRoutes.byIds, { query: { imageIds: ids.join(',') } })).images,
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  const byId = new Map((images.data ?? []).map((image) => [image.id, image]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const useProject = (projectId: string) =>
  useQuery({
    queryKey: rendersKeys.project(projectId),
    queryFn: () => callApi(projectRoutes.detail, { params: { id: projectId } }),
  });

/** The project's design, checked and migrated as the server does, for suggesting cameras. */
export const useDesign = (projectId: string) =>
  useQuery({
    queryKey: rendersKeys.design(projectId),
    queryFn: async () => {
      const answer = await fetchProjectDesign(projectId);
      return 'design' in answer ? answer.design : null;
    },
  });

export interface RenderRequest {
  projectId: string;
  sessionId?: string;
  type: number;
  tier: Tier;
  engine?: 'CYCLES' | 'WEBGL';
  floorId?: string;
  cameras: CameraInput[];
}

/** Asks for renders; the new jobs appear in the queue through the stream, the quota is read again. */
export function useRequestRenders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: RenderRequest): Promise<RenderJob[]> => {
      const { renders } = await callApi(renderRoutes.create, { body: request });
      return renders;
    },
    onSettled: () => client.invalidateQueries({ queryKey: rendersKeys.quota }),
  });
}

type FileOptions = { variant?: 'full' | 'thumbnail'; w?: number; h?: number; f?: 'jpeg' | 'png' | 'webp' };

/** The URL of an image's file, resized or converted on the server (`w`, `h`, `f`). */
export const imageFileUrl = (imageId: string, options: FileOptions = {}): string =>
  urlOf(imageRoutes.file, { params: { id: imageId }, query: options });

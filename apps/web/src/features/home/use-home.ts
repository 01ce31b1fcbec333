import { type Image, imageRoutes, projectRoutes, sharingRoutes } from '@roomcraft/contract';
import type { Design } from '@roomcraft/scene';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callList } from '../../api/client.ts';
import { projectKeys } from '../projects/api/keys.ts';
import { summarizeStoredDesign } from '../projects/model/plan-summary.ts';
import { rendersKeys } from '../renders/api.ts';

/** How many recent projects, renders and shared projects the home shows. */
export const RECENT_PROJECTS = 6;
export const RECENT_RENDERS = 6;
export const RECENT_SHARED = 4;

/** The caller's projects, the last changed first. */
export const useRecentProjects = (userId: string) =>
  useQuery({
    queryKey: [...projectKeys.lists(), 'home', userId],
    queryFn: () =>
      callList(projectRoutes.ofUser, {
        params: { id: userId },
        query: { size: RECENT_PROJECTS, sort: 'UPDATED_AT_DESC' },
      }),
  });

/** Projects others shared with the caller. */
export const useRecentlyShared = () =>
  useQuery({
    queryKey: [...projectKeys.lists(), 'home', 'shared'],
    queryFn: () => callList(sharingRoutes.sharedWithMe, { query: { size: RECENT_SHARED } }),
  });

/** The caller's finished pictures across projects, newest first (more than shown, to find covers). */
export const useRecentImages = () =>
  useQuery({
    queryKey: [...rendersKeys.all, 'images', 'home'],
    queryFn: async () => {
      const page = await callList(imageRoutes.mine, { query: { size: 48 } });
      return page.data.filter((image) => image.status === 'DONE' && image.thumbnailUrl);
    },
  });

/** Each project's newest picture, by project id. */
export function latestImageByProject(images: readonly Image[]): Map<string, Image> {
  const latest = new Map<string, Image>();
  for (const image of images)
    if (image.projectId && !latest.has(image.projectId)) latest.set(image.projectId, image);
  return latest;
}

/** The plan drawings of projects that have neither a cover nor a picture (one design read each). */
export function usePlanSummaries(projectIds: readonly string[]) {
  const answers = useQueries({
    queries: projectIds.map((id) => ({
      queryKey: [...projectKeys.design(id), 'summary'],
      queryFn: async () =>
        summarizeStoredDesign((await callApi(projectRoutes.design, { params: { id } })).design),
      staleTime: 60_000,
    })),
  });
  return new Map(projectIds.map((id, i) => [id, answers[i]!] as const));
}

/** Makes a project for a first-time user (the sample flat, or an empty plan) and answers its id. */
export function useStartProject(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { name: string; design: Design }) =>
      (
        await callApi(projectRoutes.create, {
          params: { id: userId },
          body: { name: input.name, design: input.design },
        })
      ).project.id,
    // Not awaited: the refreshed lists may unmount the caller (a first-timer's start), whose own
    // onSuccess then opens the editor.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

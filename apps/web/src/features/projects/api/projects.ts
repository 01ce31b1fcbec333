import {
  type Page,
  type Project,
  type ProjectListItem,
  projectRoutes,
  sharingRoutes,
  type UpdateProjectBody,
  userRoutes,
} from '@roomcraft/contract';
import { createEmptyDesign } from '@roomcraft/scene';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, callList } from '../../../api/client.ts';
import { listQuery, type ProjectFilters } from '../model/project-filters.ts';
import { uploadCover } from './cover-upload.ts';
import { projectKeys } from './keys.ts';

/** Whose projects a grid shows. */
export type ProjectScope =
  | { kind: 'mine'; userId: string }
  | { kind: 'bookmarks'; userId: string }
  | { kind: 'shared' }
  | { kind: 'team'; teamId: string; memberId: string | null }
  | { kind: 'teamBookmarks'; teamId: string };

function fetchProjects(
  scope: ProjectScope,
  filters: ProjectFilters,
  size: number,
): Promise<Page<ProjectListItem>> {
  const query = listQuery(filters, size);
  switch (scope.kind) {
    case 'mine':
      return callList(projectRoutes.ofUser, { params: { id: scope.userId }, query });
    case 'bookmarks':
      return callList(projectRoutes.bookmarkedOfUser, {
        params: { id: scope.userId },
        query: { page: query.page, size },
      });
    case 'shared':
      return callList(sharingRoutes.sharedWithMe, {
        query: {
          directoryId: query.directoryId,
          includeSubdirectories: query.includeSubdirectories,
          name: query.name,
          page: query.page,
          size,
        },
      });
    case 'teamBookmarks':
      return callList(projectRoutes.bookmarkedOfTeam, {
        params: { id: scope.teamId },
        query: { page: query.page, size },
      });
    case 'team':
      return scope.memberId
        ? callList(projectRoutes.ofTeamMember, { params: { id: scope.teamId, u: scope.memberId }, query })
        : callList(projectRoutes.ofTeam, { params: { id: scope.teamId }, query });
  }
}

/**
 * One page of projects, each with its owner and the caller's role; the previous page stays on
 * screen while the next one loads.
 */
export function useProjects(scope: ProjectScope, filters: ProjectFilters, size: number) {
  return useQuery({
    queryKey: [...projectKeys.lists(), scope, filters, size],
    queryFn: () => fetchProjects(scope, filters, size),
    placeholderData: keepPreviousData,
  });
}

/** A project and the caller's role on it (`GET /v1/projects/{id}/detail`). */
export function useProjectDetail(id: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => callApi(projectRoutes.detail, { params: { id } }),
    enabled,
  });
}

export function useProjectDesign(id: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.design(id),
    queryFn: () => callApi(projectRoutes.design, { params: { id } }),
    enabled,
  });
}

/** The people who own the projects on a page (for team lists): those the caller may see. */
export function useOwners(ids: readonly string[]) {
  const unique = [...new Set(ids)].sort();
  return useQuery({
    queryKey: projectKeys.owners(unique),
    queryFn: async () => {
      const { users } = await callApi(userRoutes.ids, { query: { ids: unique.join(',') } });
      return new Map(users.map((u) => [u.id, u]));
    },
    enabled: unique.length > 0,
    staleTime: 5 * 60_000,
  });
}

/**
 * Shows a changed project everywhere it is cached at once (keeping the lists' owner and role), then
 * refetches the lists (a change may move it out of a filtered list, e.g. into the trash or out of a folder).
 */
export function settleProject(queryClient: QueryClient, project: Project): Promise<void> {
  queryClient.setQueriesData<Page<ProjectListItem>>({ queryKey: projectKeys.lists() }, (page) =>
    page ? { ...page, data: page.data.map((p) => (p.id === project.id ? { ...p, ...project } : p)) } : page,
  );
  queryClient.setQueryData(projectKeys.detail(project.id), (old: { project: Project } | undefined) =>
    old ? { ...old, project } : old,
  );
  return queryClient.invalidateQueries({ queryKey: projectKeys.all });
}

/** Creates a project with an empty one-floor design, in a folder if one is given. */
export function useCreateProject(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      name: string;
      description?: string;
      directoryId?: string | null;
      teamDirectoryId?: string | null;
    }) =>
      callApi(projectRoutes.create, {
        params: { id: userId },
        body: { ...input, design: createEmptyDesign() },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export const updateProject = async (id: string, body: UpdateProjectBody) =>
  (await callApi(projectRoutes.update, { params: { id }, body })).project;
export const trashProject = async (id: string) =>
  (await callApi(projectRoutes.trash, { params: { id } })).project;
export const restoreProject = async (id: string) =>
  (await callApi(projectRoutes.restore, { params: { id } })).project;
export const copyProject = async (id: string, name?: string) =>
  (await callApi(projectRoutes.copy, { params: { id }, body: name ? { name } : {} })).project;
export const setCover = uploadCover;

export async function setBookmark(project: Project, userId: string, on: boolean): Promise<Project> {
  const route = on ? projectRoutes.bookmarkForUser : projectRoutes.unbookmarkForUser;
  return (await callApi(route, { params: { id: project.id, userId } })).project;
}

export async function setTeamBookmark(project: Project, teamId: string, on: boolean): Promise<Project> {
  const route = on ? projectRoutes.bookmarkForTeam : projectRoutes.unbookmarkForTeam;
  return (await callApi(route, { params: { id: project.id, teamId } })).project;
}

/** A change to one project whose answer is the changed project. */
export function useProjectChange<A>(change: (args: A) => Promise<Project>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (project) => settleProject(queryClient, project),
  });
}

/** Runs one change over many projects; answers the ones that failed with their errors. */
export async function forEachProject(
  ids: readonly string[],
  change: (id: string) => Promise<unknown>,
): Promise<{ id: string; error: unknown }[]> {
  const results = await Promise.allSettled(ids.map((id) => change(id)));
  return results.flatMap((result, i) =>
    result.status === 'rejected' ? [{ id: ids[i]!, error: result.reason }] : [],
  );
}

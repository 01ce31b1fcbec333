import {
  type CreateTemplateBody,
  type RoomType,
  templateRoutes as r,
  type Template,
  type TemplateFilter,
  templateOpsRoutes,
  type UpdateTemplateBody,
} from '@roomcraft/contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi, callAsOperator } from '../../../api/client.ts';

type RoomTypeCode = (typeof RoomType)[number];

export const templateKeys = {
  all: ['templates'] as const,
  list: (kind: string, query: object) => ['templates', 'list', kind, query] as const,
  one: (id: string) => ['templates', 'one', id] as const,
  facets: (kind: string, query: object) => ['templates', 'facets', kind, query] as const,
};

/** The query string of a gallery filter: lists comma-joined, empty parts left out. */
export type GalleryQuery = Partial<Record<keyof TemplateFilter, string | number>>;

type ListRoute =
  | typeof r.availablePublished
  | typeof r.personal
  | typeof r.personalLiked
  | typeof r.manager
  | typeof r.enterprise;

/** A list of templates read page by page as the reader scrolls. */
export function useTemplatePages(route: ListRoute, query: GalleryQuery, size = 24) {
  return useInfiniteQuery({
    queryKey: templateKeys.list(route.path, query),
    initialPageParam: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam }) => callApi(route, { query: { ...query, page: pageParam, size } as never }),
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });
}

export function useTemplate(id: string) {
  return useQuery({
    queryKey: templateKeys.one(id),
    queryFn: async () => (await callApi(r.byIds, { params: { ids: id } })).templates[0]!,
  });
}

export function useStyleFacet(roomType: string | undefined) {
  return useQuery({
    queryKey: templateKeys.facets('styles', { roomType }),
    queryFn: async () =>
      (await callApi(r.styles, { query: roomType ? { roomType: roomType as RoomTypeCode } : {} })).styles,
  });
}

export function useRoomFacet() {
  return useQuery({
    queryKey: templateKeys.facets('rooms', {}),
    queryFn: async () => (await callApi(r.rooms, { query: {} })).rooms,
  });
}

export function useMaxRoomSize(roomType: string | undefined) {
  return useQuery({
    queryKey: templateKeys.facets('max', { roomType }),
    queryFn: async () =>
      (await callApi(r.roomSizeMax, { query: roomType ? { roomTypes: roomType } : {} })).maxRoomSize,
  });
}

/** After a write the template and every list and facet that may show it are read again. */
function useRefresh() {
  const client = useQueryClient();
  return (template?: Template) => {
    if (template) client.setQueryData(templateKeys.one(template.id), template);
    return client.invalidateQueries({ queryKey: templateKeys.all });
  };
}

export function useLike(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (liked: boolean) => callApi(liked ? r.like : r.unlike, { params: { id } }),
    onSuccess: () => refresh(),
  });
}

export function useCopy(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () => (await callApi(r.copy, { params: { id } })).template,
    onSuccess: () => refresh(),
  });
}

export function useUpdateTemplate(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: UpdateTemplateBody) =>
      (await callApi(r.update, { params: { id }, body })).template,
    onSuccess: (template) => refresh(template),
  });
}

export function useCreateTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ body, enterprise }: { body: CreateTemplateBody; enterprise: boolean }) =>
      (await callApi(enterprise ? r.requestEnterprise : r.createPersonal, { body })).template,
    onSuccess: (template) => refresh(template),
  });
}

export function useComments(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...templateKeys.one(id), 'comments'],
    enabled,
    queryFn: async () => (await callApi(r.comments, { params: { id } })).comments,
  });
}

export function useHistory(id: string) {
  return useQuery({
    queryKey: [...templateKeys.one(id), 'history'],
    queryFn: async () => (await callApi(r.history, { params: { id } })).history,
  });
}

type Decision = { content: string; status?: Template['status'] & string };

/** A comment, or a review decision carried by one; operators decide on public templates in the back office. */
export function useComment(id: string, asOperator = false) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: Decision) =>
      asOperator
        ? callAsOperator(templateOpsRoutes.review, { params: { id }, body })
        : callApi(r.comment, { params: { id }, body }),
    onSuccess: ({ template }) => refresh(template),
  });
}

export function useOpsQueue() {
  return useQuery({
    queryKey: templateKeys.list('ops', {}),
    queryFn: () => callAsOperator(templateOpsRoutes.reviewQueue, { query: { size: 100 } }),
  });
}

export function useOpsTemplate(id: string | undefined) {
  return useQuery({
    queryKey: [...templateKeys.one(id ?? ''), 'ops'],
    enabled: id !== undefined,
    queryFn: async () => (await callAsOperator(r.byIds, { params: { ids: id! } })).templates[0]!,
  });
}

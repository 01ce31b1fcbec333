import { type RenderJob, RendersAnswer, renderRoutes } from '@roomcraft/contract';
import { urlOf } from '../../../api/client.ts';
import { type FeedStatus, type FollowOptions, followEvents } from '../../../api/event-stream.ts';

export type { FeedStatus };

/** Whose render jobs to follow: one editor session's, or a whole project's. */
export type RenderScope =
  | { sessionId: string; projectId?: undefined }
  | { projectId: string; sessionId?: undefined };

export interface FeedOptions extends Omit<FollowOptions, 'event' | 'onData'> {
  onRenders(jobs: RenderJob[]): void;
}

/**
 * Follows the render stream (`GET /v1/renders/stream`, server-sent events `renders`); while it is
 * broken the caller polls. Answers the function that stops following.
 */
export function followRenders(scope: RenderScope, options: FeedOptions): () => void {
  return followEvents(urlOf(renderRoutes.stream, { query: scope }), {
    ...options,
    event: 'renders',
    onData: (data) => {
      const parsed = RendersAnswer.safeParse(data);
      if (parsed.success) options.onRenders(parsed.data.renders);
    },
  });
}

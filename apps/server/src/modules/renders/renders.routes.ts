import { renderRoutes as r } from '@roomcraft/contract';
import { streamChanges } from '../../http/event-stream.ts';
import { bind } from '../../http/routes.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import { presentRenderJob } from './render.presenter.ts';
import type { RenderJobRow, RendersRepository } from './renders.repository.ts';
import type { RendersService } from './renders.service.ts';

export function renderBindings(
  service: RendersService,
  repository: RendersRepository,
  notifications: Pick<NotificationsRepository, 'bellOf'>,
) {
  const present = async (rows: RenderJobRow[]) => {
    const positions = await repository.queuePositions(rows);
    return { renders: rows.map((row) => presentRenderJob(row, positions.get(row.id) ?? null)) };
  };
  return [
    bind(r.create, async ({ user, body }) => present(await service.request(user, body))),
    bind(r.list, async ({ user, query }) => present(await repository.list({ userId: user.id, ...query }))),
    bind(r.byIds, async ({ user, query }) =>
      present(
        await service.byIds(
          user,
          query.ids
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ),
    ),
    bind(r.stream, async ({ user, query: { topics, ...scope }, request, reply }) => {
      const readers: Record<string, () => Promise<unknown>> = {};
      if (topics.includes('renders'))
        readers.renders = async () => present(await repository.list({ userId: user.id, ...scope }));
      if (topics.includes('notifications')) readers.notifications = () => notifications.bellOf(user.id);
      streamChanges(request, reply, readers);
      return undefined;
    }),
    bind(r.engines, async () => {
      const engines = await repository.liveEngines();
      return {
        engines: (['CYCLES', 'WEBGL'] as const).map((name) => {
          const known = engines?.get(name);
          return {
            name,
            available: known?.available ?? false,
            reason: known
              ? known.reason
              : engines
                ? 'no running worker offers it'
                : 'no render worker is running',
          };
        }),
      };
    }),
  ];
}

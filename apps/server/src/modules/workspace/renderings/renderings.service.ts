import type { ProjectRendering as Rendering, RenderingsQuery, ToursQuery } from '@roomcraft/contract';
import type { z } from 'zod';

type ProjectRendering = z.output<typeof Rendering>;

import type { UserRow } from '../../auth/sessions.ts';
import type { AccessService } from '../access/access.service.ts';
import type { RenderingRow, RenderingsRepository } from './renderings.repository.ts';

/** At most this many renders on a portfolio page. */
const PORTFOLIO_RENDERS = 60;

/** The file URLs of an image, as `GET /v1/image` answers them. */
export const imageFileUrls = (apiBase: string, imageId: string) => {
  const url = `${apiBase}/v1/image/${imageId}/file`;
  return { url, thumbnailUrl: `${url}?variant=thumbnail` };
};

/**
 * A project's renderings, its 720° tours and the renders its portfolio shows, read from the images
 * and render jobs the rendering module keeps (docs/decisions/project-renderings.md).
 */
export class RenderingsService {
  constructor(
    private readonly repository: RenderingsRepository,
    private readonly access: AccessService,
    private readonly apiBase: string,
  ) {}

  async ofProject(user: UserRow, projectId: string, query: z.output<typeof RenderingsQuery>) {
    await this.access.requireProject(user, projectId, 'VIEW');
    const { rows, totalCount } = await this.repository.page(projectId, query, query.page, query.limit);
    return { renderings: rows.map(this.present), totalCount };
  }

  /** Tours of one project the caller may see, or of every active project the caller owns. */
  async tours(user: UserRow, query: z.output<typeof ToursQuery>) {
    if (query.projectId) await this.access.requireProject(user, query.projectId, 'VIEW');
    const scope = query.projectId ? { projectId: query.projectId } : { ownerId: user.id };
    const { rows, totalCount } = await this.repository.tours(scope, query.page, query.size);
    const firsts = new Map(
      (await this.repository.images(rows.map((r) => r.image_ids[0]!))).map((r) => [r.id, r]),
    );
    const tours = rows.flatMap((tour): ProjectRendering[] => {
      const first = firsts.get(tour.image_ids[0]!);
      return first ? [{ ...this.present(first), panoramaImageIds: tour.image_ids }] : [];
    });
    return { renderings: tours, totalCount };
  }

  /** What a published project's portfolio shows: its finished renders, and the one fit to be its cover. */
  async portfolio(projectId: string) {
    const [renders, coverRenderImageId] = await Promise.all([
      this.repository.finished(projectId, PORTFOLIO_RENDERS),
      this.repository.coverRender(projectId),
    ]);
    return { renders: renders.map(this.present), coverRenderImageId };
  }

  coverOf(imageId: string) {
    return imageFileUrls(this.apiBase, imageId);
  }

  private present = (row: RenderingRow): ProjectRendering => {
    const files = row.has_file ? imageFileUrls(this.apiBase, row.id) : null;
    return {
      id: row.id,
      userId: row.user_id,
      name: row.name,
      type: row.type as ProjectRendering['type'],
      status: row.status,
      imageUrl: files?.url ?? null,
      thumbnailUrl: files?.thumbnailUrl ?? null,
      floorplanId: row.floorplan_id,
      resolution: { x: Number(row.width), y: Number(row.height) },
      renderJobId: row.render_job_id,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  };
}

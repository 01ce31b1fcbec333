import { IMAGE_TYPE_OF_RENDER } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import { type Kysely, type RawBuilder, sql } from 'kysely';

/** One rendering as the queries answer it: an image, or a render job that has no image (yet). */
export interface RenderingRow {
  id: string;
  user_id: string;
  name: string;
  type: string;
  status: 'CREATING' | 'COMPLETED' | 'FAILED';
  /** Set on images: what the file URLs are made from. */
  has_file: boolean;
  floorplan_id: string | null;
  width: number;
  height: number;
  render_job_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface RenderingFilter {
  type?: string;
  status?: RenderingRow['status'];
  characteristic?: string;
}

/** A tour: its panoramas' image ids in the order the queue takes their jobs. */
export interface TourRow {
  image_ids: string[];
}

/** A job's ImageType from its RenderImageType, in SQL (the same map the worker stores images by). */
const jobImageType: RawBuilder<string> = sql`case ${sql.join(
  Object.entries(IMAGE_TYPE_OF_RENDER).map(([code, type]) => sql`when j.type = ${Number(code)} then ${type}`),
  sql` `,
)} else 'RENDER_SHOT' end`;

/** Images whose ImageType does not make a good cover: a panorama is a strip of a sphere. */
const NOT_COVERS = ['PANORAMA', 'TOUR_720'];

/** The queries behind a project's renderings, its 720° tours and its portfolio. */
export class RenderingsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * One page of a project's renderings, newest first: its images, and the render jobs that are
   * still under way or failed (a done job is its image).
   */
  async page(projectId: string, filter: RenderingFilter, page: number, limit: number) {
    const images = this.db
      .selectFrom('images as i')
      .where('i.project_id', '=', projectId)
      .select([
        'i.id',
        'i.user_id',
        'i.name',
        'i.type',
        sql<
          RenderingRow['status']
        >`case i.status when 'DONE' then 'COMPLETED' when 'FAILED' then 'FAILED' else 'CREATING' end`.as(
          'status',
        ),
        sql<boolean>`i.blob_key is not null`.as('has_file'),
        'i.floorplan_id',
        'i.width',
        'i.height',
        'i.render_job_id',
        'i.created_at',
        'i.updated_at',
      ])
      .$if(filter.characteristic !== undefined, (q) =>
        // Items are stored with their characteristic, so containment finds them (as GET /v1/image does).
        q.where(
          sql<boolean>`i.items @> ${JSON.stringify([{ characteristic: filter.characteristic }])}::jsonb`,
        ),
      );
    const jobs = this.db
      .selectFrom('render_jobs as j')
      .where('j.project_id', '=', projectId)
      .where('j.image_id', 'is', null)
      .where('j.state', '!=', 'DONE')
      .select([
        'j.id',
        'j.user_id',
        sql<string>`coalesce(j.spec->>'cameraName', ${jobImageType})`.as('name'),
        jobImageType.as('type'),
        sql<RenderingRow['status']>`case j.state when 'FAILED' then 'FAILED' else 'CREATING' end`.as(
          'status',
        ),
        sql<boolean>`false`.as('has_file'),
        sql<string | null>`j.spec->>'floorId'`.as('floorplan_id'),
        sql<number>`coalesce((j.spec->>'width')::int, 0)`.as('width'),
        sql<number>`coalesce((j.spec->>'height')::int, 0)`.as('height'),
        'j.id as render_job_id',
        'j.created_at',
        sql<Date>`coalesce(j.finished_at, j.started_at, j.created_at)`.as('updated_at'),
      ]);
    // Jobs show no products yet, so a characteristic filter leaves them out.
    const all = filter.characteristic ? images : images.unionAll(jobs);
    let query = this.db.selectFrom(all.as('r'));
    if (filter.type) query = query.where('r.type', '=', filter.type);
    if (filter.status) query = query.where('r.status', '=', filter.status);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id')
        .offset(page * limit)
        .limit(limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as RenderingRow[], totalCount: Number(total.count) };
  }

  /**
   * One page of 720° tours, newest first: the finished panoramas of one Tour720 request form a tour
   * (panoramas whose job is gone form one per project). `projectId` or `ownerId` picks the projects.
   */
  async tours(scope: { projectId: string } | { ownerId: string }, page: number, size: number) {
    const tourKey = sql<string>`coalesce(j.request_id, 'project:' || i.project_id)`;
    const base = this.db
      .selectFrom('images as i')
      .innerJoin('projects as p', 'p.id', 'i.project_id')
      .leftJoin('render_jobs as j', 'j.id', 'i.render_job_id')
      .where('i.type', '=', 'TOUR_720')
      .where('i.status', '=', 'DONE')
      .where('p.state', '=', 0)
      .$if('projectId' in scope, (q) =>
        q.where('i.project_id', '=', (scope as { projectId: string }).projectId),
      )
      .$if('ownerId' in scope, (q) => q.where('p.user_id', '=', (scope as { ownerId: string }).ownerId));
    const [rows, total] = await Promise.all([
      base
        .groupBy(tourKey)
        .select([
          sql<string[]>`array_agg(i.id order by j.created_at, j.id, i.created_at, i.id)`.as('image_ids'),
          sql<Date>`min(i.created_at)`.as('started_at'),
        ])
        .orderBy('started_at', 'desc')
        .orderBy(sql`min(i.id)`)
        .offset(page * size)
        .limit(size)
        .execute(),
      base.select(sql<string>`count(distinct ${tourKey})`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as TourRow[], totalCount: Number(total.count) };
  }

  /** Images by id, with what a rendering answers. */
  async images(ids: string[]): Promise<RenderingRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('images')
      .where('id', 'in', ids)
      .select([
        'id',
        'user_id',
        'name',
        'type',
        sql<RenderingRow['status']>`'COMPLETED'`.as('status'),
        sql<boolean>`blob_key is not null`.as('has_file'),
        'floorplan_id',
        'width',
        'height',
        'render_job_id',
        'created_at',
        'updated_at',
      ])
      .execute();
    return rows as RenderingRow[];
  }

  /** A project's finished pictures, newest first, as its portfolio shows them. */
  async finished(projectId: string, limit: number): Promise<RenderingRow[]> {
    const { rows } = await this.page(projectId, { status: 'COMPLETED' }, 0, limit);
    return rows.filter((r) => r.has_file);
  }

  /** The newest finished picture fit to be a cover: a shot or a view, not a panorama. */
  async coverRender(projectId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('images')
      .select('id')
      .where('project_id', '=', projectId)
      .where('status', '=', 'DONE')
      .where('blob_key', 'is not', null)
      .where('type', 'not in', NOT_COVERS)
      .orderBy(sql`case type when 'RENDER_SHOT' then 0 when 'BIRDVIEW' then 1 else 2 end`)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  }
}

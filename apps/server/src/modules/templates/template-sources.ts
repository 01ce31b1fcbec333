import type { CreateTemplateBody, RenderJobSpec } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import { type Design, pointInPolygon, type RoomSnapshot, takeRoomSnapshot } from '@roomcraft/scene';
import type { Kysely } from 'kysely';
import { invalidField } from '../../http/errors.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { AccessService } from '../workspace/access/access.service.ts';
import { storedDesign } from '../workspace/projects/design.ts';

/** A room taken from a design, with each product's footprint from the library. */
export interface TemplateSource extends RoomSnapshot {
  projectId: string;
  sizes: Map<string, { width: number; depth: number; height: number }>;
}

/** Where templates come from: rooms of the designs a user may open, and the renders taken in them. */
export class TemplateSources {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly access: AccessService,
  ) {}

  private async design(user: UserRow, projectId: string): Promise<Design> {
    await this.access.requireProject(user, projectId, 'VIEW');
    const row = await this.db
      .selectFrom('projects')
      .select('design')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    return storedDesign(row.design);
  }

  /** The room (or the chosen items of it) a new template keeps; 400 naming the field that does not fit. */
  async room(user: UserRow, body: CreateTemplateBody): Promise<TemplateSource> {
    const design = await this.design(user, body.projectId);
    const floorId = body.floorId ?? design.activeFloorId;
    const floor = design.floors.find((f) => f.id === floorId);
    if (!floor) throw invalidField('floorId', 'is not a floor of the project');
    const snapshot = takeRoomSnapshot(floor, body.roomId, body.itemIds);
    if (!snapshot) throw invalidField('roomId', 'is not a room of the floor');
    if (snapshot.items.length === 0)
      throw invalidField(body.itemIds ? 'itemIds' : 'roomId', 'holds no products to keep in a template');
    if (body.coverImageIds?.length) await this.checkCovers(body.projectId, body.coverImageIds);
    return { ...snapshot, projectId: body.projectId, sizes: await this.sizes(snapshot) };
  }

  async checkCovers(projectId: string | null, ids: readonly string[]): Promise<void> {
    const found = projectId
      ? await this.db
          .selectFrom('images')
          .select('id')
          .where('project_id', '=', projectId)
          .where('id', 'in', ids)
          .where('status', '=', 'DONE')
          .execute()
      : [];
    if (found.length !== new Set(ids).size)
      throw invalidField('coverImageIds', 'must be finished renders of the project the template comes from');
  }

  private async sizes(snapshot: RoomSnapshot) {
    const ids = [...new Set(snapshot.items.map((i) => i.productId))];
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'mm_width', 'mm_depth', 'mm_height'])
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows
        .filter((r) => r.mm_width && r.mm_depth)
        .map((r) => [r.id, { width: r.mm_width!, depth: r.mm_depth!, height: r.mm_height ?? 0 }]),
    );
  }

  /** The finished renders of a project whose camera stood inside the polygon the walls trace. */
  async renderingsInRoom(user: UserRow, projectId: string, walls: { start: { x: number; y: number } }[]) {
    await this.access.requireProject(user, projectId, 'VIEW');
    const polygon = walls.map((w) => w.start);
    const rows = await this.db
      .selectFrom('images')
      .leftJoin('render_jobs', 'render_jobs.id', 'images.render_job_id')
      .selectAll('images')
      .select('render_jobs.spec')
      .where('images.project_id', '=', projectId)
      .where('images.status', '=', 'DONE')
      .orderBy('images.created_at', 'desc')
      .execute();
    return rows.filter((r) => {
      const camera = (r.spec as RenderJobSpec | null)?.planCamera;
      return camera !== undefined && pointInPolygon(camera.position, polygon);
    });
  }
}

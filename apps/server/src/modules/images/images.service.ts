import type { Readable } from 'node:stream';
import type { DB } from '@roomcraft/db';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import { notFound } from '../../http/errors.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import { isManager } from '../users/roles.ts';
import type { AccessService } from '../workspace/access/access.service.ts';
import type { ImageRow } from './image.presenter.ts';

/** What a list of images may be narrowed to: its type, and the characteristic of a product it shows. */
export interface ImageFilter {
  type?: string;
  characteristic?: string;
}

export interface FileRequest {
  variant: 'full' | 'thumbnail';
  w?: number;
  h?: number;
  f?: 'jpeg' | 'png' | 'webp';
  q: number;
}

/** Images of projects: whoever may open a project may see its images. */
export class ImagesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly access: AccessService,
    private readonly blobs: BlobStore,
  ) {}

  private async visible(user: UserRow, row: ImageRow | undefined): Promise<ImageRow> {
    if (!row) throw notFound('image');
    if (row.user_id === user.id) return row;
    if (!row.project_id) throw notFound('image');
    await this.access.requireProject(user, row.project_id, 'VIEW').catch(() => {
      throw notFound('image');
    });
    return row;
  }

  async byId(user: UserRow, id: string, column: 'id' | 'uuid' = 'id'): Promise<ImageRow> {
    return this.visible(
      user,
      await this.db.selectFrom('images').selectAll().where(column, '=', id).executeTakeFirst(),
    );
  }

  async byIds(user: UserRow, ids: string[]): Promise<ImageRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('images')
      .selectAll()
      .where('id', 'in', ids.slice(0, 200))
      .execute();
    const visible = await Promise.all(
      rows.map((row) =>
        this.visible(user, row).then(
          () => row,
          () => null,
        ),
      ),
    );
    return visible.filter((row): row is ImageRow => row !== null);
  }

  async ofProject(user: UserRow, projectId: string, filter: ImageFilter, page: number, size: number) {
    await this.access.requireProject(user, projectId, 'VIEW');
    return this.page('project_id', projectId, filter, page, size);
  }

  async mine(user: UserRow, type: string | undefined, page: number, size: number) {
    return this.page('user_id', user.id, { type }, page, size);
  }

  /** One page of images of a project or a user, newest first, with the total. */
  private async page(
    column: 'project_id' | 'user_id',
    value: string,
    filter: ImageFilter,
    page: number,
    size: number,
  ) {
    let query = this.db.selectFrom('images').where(column, '=', value);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.characteristic) {
      // Items are stored with their characteristic (ITEM by default), so containment finds them.
      const wanted = JSON.stringify([{ characteristic: filter.characteristic }]);
      query = query.where(sql<boolean>`items @> ${wanted}::jsonb`);
    }
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset(page * size)
        .limit(size)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, totalCount: Number(total.count) };
  }

  /** Counts by type: of an enterprise for its managers, of a user for themselves or their managers. */
  async stats(user: UserRow, filter: { enterpriseId?: string; userId?: string }) {
    const enterpriseId = filter.enterpriseId;
    const userId = filter.userId ?? (enterpriseId ? undefined : user.id);
    if (enterpriseId && (enterpriseId !== user.enterprise_id || !isManager(user)))
      throw notFound('enterprise');
    if (userId && userId !== user.id) {
      const target = await this.db
        .selectFrom('users')
        .select(['id', 'enterprise_id'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!target || target.enterprise_id !== user.enterprise_id || !isManager(user)) throw notFound('user');
    }
    let query = this.db
      .selectFrom('images')
      .select(['type', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy('type');
    if (enterpriseId) query = query.where('enterprise_id', '=', enterpriseId);
    if (userId) query = query.where('user_id', '=', userId);
    const rows = await query.execute();
    const byType = Object.fromEntries(rows.map((r) => [r.type, Number(r.count)]));
    return { total: rows.reduce((sum, r) => sum + Number(r.count), 0), byType };
  }

  /** Sets the products seen in an image: a render becomes shoppable. */
  async setItems(user: UserRow, id: string, items: unknown[]): Promise<ImageRow> {
    const row = await this.byId(user, id);
    if (row.project_id) await this.access.requireProject(user, row.project_id, 'EDIT');
    else if (row.user_id !== user.id) throw notFound('image');
    await this.db
      .updateTable('images')
      .set({ items: JSON.stringify(items), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return (await this.db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst())!;
  }

  /**
   * The picture, resized and converted as asked (w, h keep the ratio when only one is given). As
   * stored, it streams from the blob store; a conversion decodes it whole anyway.
   */
  async file(
    id: string,
    request: FileRequest,
  ): Promise<{ data: Buffer | Readable; contentType: string } | null> {
    const row = await this.db
      .selectFrom('images')
      .select(['blob_key', 'thumbnail_key'])
      .where('id', '=', id)
      .executeTakeFirst();
    const key = request.variant === 'thumbnail' ? row?.thumbnail_key : row?.blob_key;
    if (!key) return null;
    if (!request.w && !request.h && !request.f) {
      const data = await this.blobs.stream(key);
      return data && { data, contentType: request.variant === 'thumbnail' ? 'image/webp' : 'image/jpeg' };
    }
    const data = await this.blobs.get(key);
    if (!data) return null;
    const format = request.f ?? 'jpeg';
    const converted = await sharp(data)
      .resize({ width: request.w, height: request.h, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, { quality: request.q })
      .toBuffer();
    return { data: converted, contentType: `image/${format}` };
  }
}

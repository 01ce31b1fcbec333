import type { DB, PreviewSnapshotsTable, PreviewsTable } from '@roomcraft/db';
import type { Kysely, Selectable } from 'kysely';
import sharp from 'sharp';
import { forbidden, HttpError, invalidField, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { ProductGate } from '../library/viewer.ts';
import { outranks } from '../users/roles.ts';
import type { UsersRepository } from '../users/users.repository.ts';

export type PreviewRow = Selectable<PreviewsTable>;
export type SnapshotRow = Selectable<PreviewSnapshotsTable>;

export interface PreviewInput {
  productId: string;
  name: string;
  settings: Record<string, unknown>;
}

const MAX_SNAPSHOT_SIDE = 4096;

/**
 * Previews are saved presentations of a product in its quick-look viewer, shared within a team;
 * snapshots are pictures taken in them (docs/decisions/previews.md).
 */
export class PreviewsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly blobs: BlobStore,
    private readonly users: UsersRepository,
    private readonly productGate: ProductGate,
  ) {}

  async create(actor: UserRow, ownerId: string, input: PreviewInput): Promise<PreviewRow> {
    const owner = ownerId === actor.id ? actor : await this.users.byId(ownerId);
    if (!owner) throw notFound('user');
    if (owner.id !== actor.id && !outranks(actor, owner))
      throw forbidden('Only a manager who outranks the member saves previews for them.');
    await this.productGate(owner, input.productId).catch(() => {
      throw invalidField('productId', 'is not a product this user can see');
    });
    const id = newId();
    await this.db
      .insertInto('previews')
      .values({
        id,
        product_id: input.productId,
        owner_id: owner.id,
        enterprise_id: owner.enterprise_id,
        name: input.name,
        settings: JSON.stringify(input.settings),
      })
      .execute();
    return (await this.row(id))!;
  }

  async ofProduct(actor: UserRow, productId: string): Promise<PreviewRow[]> {
    await this.productGate(actor, productId);
    return this.db
      .selectFrom('previews')
      .selectAll()
      .where('product_id', '=', productId)
      .where((eb) =>
        actor.enterprise_id
          ? eb.or([eb('owner_id', '=', actor.id), eb('enterprise_id', '=', actor.enterprise_id)])
          : eb('owner_id', '=', actor.id),
      )
      .orderBy('created_at')
      .execute();
  }

  /**
   * A preview its owner's team may read, while the reader sees its product (docs/decisions/previews.md:
   * a preview of a product hidden from the reader is hidden too); `change` also needs ownership or
   * managing the owner.
   */
  async visible(actor: UserRow, id: string, change = false): Promise<PreviewRow> {
    const preview = await this.row(id);
    const team = preview?.enterprise_id !== null && preview?.enterprise_id === actor.enterprise_id;
    if (!preview || (preview.owner_id !== actor.id && !team)) throw notFound('preview');
    await this.productGate(actor, preview.product_id).catch((error) => {
      throw error instanceof HttpError && error.status === 404 ? notFound('preview') : error;
    });
    if (change && preview.owner_id !== actor.id) {
      const owner = await this.users.byId(preview.owner_id);
      if (!owner || !outranks(actor, owner))
        throw forbidden('Only the owner of a preview (or their manager) changes it.');
    }
    return preview;
  }

  async removeOfProduct(actor: UserRow, productId: string): Promise<number> {
    const mine = await this.ofProduct(actor, productId);
    const removable: string[] = [];
    for (const preview of mine)
      if (
        await this.visible(actor, preview.id, true).then(
          () => true,
          () => false,
        )
      )
        removable.push(preview.id);
    if (removable.length === 0) return 0;
    const keys = await this.db
      .selectFrom('preview_snapshots')
      .select('blob_key')
      .where('preview_id', 'in', removable)
      .execute();
    await this.db.deleteFrom('previews').where('id', 'in', removable).execute();
    for (const { blob_key } of keys) await this.blobs.delete(blob_key);
    return removable.length;
  }

  async addSnapshot(
    actor: UserRow,
    previewId: string,
    dataUrl: string,
    caption: string,
  ): Promise<SnapshotRow> {
    await this.visible(actor, previewId, true);
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    const picture = await sharp(bytes)
      .resize({
        width: MAX_SNAPSHOT_SIDE,
        height: MAX_SNAPSHOT_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 88 })
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw invalidField('dataUrl', 'is not a readable PNG, JPEG or WebP picture');
      });
    const id = newId();
    const blobKey = `previews/${previewId}/${id}.webp`;
    await this.blobs.put(blobKey, picture.data);
    const position = (await this.snapshots(actor, previewId)).length;
    await this.db
      .insertInto('preview_snapshots')
      .values({
        id,
        preview_id: previewId,
        blob_key: blobKey,
        width: picture.info.width,
        height: picture.info.height,
        caption,
        position,
      })
      .execute();
    return (await this.snapshotRow(id))!;
  }

  async snapshots(actor: UserRow, previewId: string): Promise<SnapshotRow[]> {
    await this.visible(actor, previewId);
    return this.db
      .selectFrom('preview_snapshots')
      .selectAll()
      .where('preview_id', '=', previewId)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
  }

  async snapshot(actor: UserRow, id: string, change = false): Promise<SnapshotRow> {
    const row = await this.snapshotRow(id);
    if (!row) throw notFound('snapshot');
    await this.visible(actor, row.preview_id, change).catch((error) => {
      throw change ? error : notFound('snapshot');
    });
    return row;
  }

  /** A new position moves the picture there and the others along, so positions stay 0..n-1. */
  async updateSnapshot(
    actor: UserRow,
    id: string,
    changes: { caption?: string; position?: number },
  ): Promise<SnapshotRow> {
    const row = await this.snapshot(actor, id, true);
    const order = (await this.snapshots(actor, row.preview_id))
      .map((r) => r.id)
      .filter((other) => other !== id);
    if (changes.position !== undefined) order.splice(Math.min(changes.position, order.length), 0, id);
    await this.db.transaction().execute(async (trx) => {
      if (changes.caption !== undefined) {
        await trx
          .updateTable('preview_snapshots')
          .set({ caption: changes.caption })
          .where('id', '=', id)
          .execute();
      }
      if (changes.position === undefined) return;
      for (const [position, other] of order.entries()) {
        await trx.updateTable('preview_snapshots').set({ position }).where('id', '=', other).execute();
      }
    });
    return (await this.snapshotRow(id))!;
  }

  async removeSnapshots(actor: UserRow, ids: string[]): Promise<number> {
    const rows = await Promise.all([...new Set(ids)].map((id) => this.snapshot(actor, id, true)));
    await this.db
      .deleteFrom('preview_snapshots')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const row of rows) await this.blobs.delete(row.blob_key);
    return rows.length;
  }

  async snapshotFile(id: string): Promise<Buffer | null> {
    const row = await this.snapshotRow(id);
    return row ? this.blobs.get(row.blob_key) : null;
  }

  async snapshotCount(previewId: string): Promise<number> {
    const row = await this.db
      .selectFrom('preview_snapshots')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('preview_id', '=', previewId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  private row(id: string) {
    return this.db.selectFrom('previews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  private snapshotRow(id: string) {
    return this.db.selectFrom('preview_snapshots').selectAll().where('id', '=', id).executeTakeFirst();
  }
}

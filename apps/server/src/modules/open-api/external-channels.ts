import type { DB, ExternalChannelsTable, ShopTypeValue } from '@roomcraft/db';
import type { Kysely, Selectable } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from '../auth/sessions.ts';
import { assertIntegrationManager } from './managers.ts';

export type ChannelRow = Selectable<ExternalChannelsTable>;

/** The shops and sites through which an enterprise's customers arrive (ShopType NONE, CAFE24, GODOMALL). */
export class ExternalChannels {
  constructor(private readonly db: Kysely<DB>) {}

  async create(
    db: Kysely<DB>,
    input: {
      enterpriseId: string;
      applicationId: string | null;
      shopType: ShopTypeValue;
      name: string;
      shopUrl: string | null;
      allowedOrigins: string[];
    },
  ): Promise<ChannelRow> {
    return db
      .insertInto('external_channels')
      .values({
        id: newId(),
        enterprise_id: input.enterpriseId,
        application_id: input.applicationId,
        shop_type: input.shopType,
        name: input.name,
        shop_url: input.shopUrl,
        allowed_origins: JSON.stringify(input.allowedOrigins),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  list(user: UserRow, enterpriseId: string) {
    assertIntegrationManager(user, enterpriseId);
    return this.db
      .selectFrom('external_channels')
      .selectAll()
      .where('enterprise_id', '=', enterpriseId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** A channel as its enterprise's managers see it; anyone else is told it does not exist. */
  async get(user: UserRow, id: string): Promise<ChannelRow> {
    const row = await this.byId(id);
    if (!row || row.enterprise_id !== user.enterprise_id) throw notFound('channel');
    assertIntegrationManager(user, row.enterprise_id);
    return row;
  }

  byId(id: string) {
    return this.db.selectFrom('external_channels').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async patch(
    user: UserRow,
    id: string,
    change: { name?: string; shopUrl?: string | null; allowedOrigins?: string[]; active?: boolean },
  ): Promise<ChannelRow> {
    await this.get(user, id);
    return this.db
      .updateTable('external_channels')
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.shopUrl !== undefined ? { shop_url: change.shopUrl } : {}),
        ...(change.allowedOrigins !== undefined
          ? { allowed_origins: JSON.stringify(change.allowedOrigins) }
          : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}

export function presentChannel(row: ChannelRow) {
  return {
    id: row.id,
    enterpriseId: row.enterprise_id,
    applicationId: row.application_id,
    shopType: row.shop_type,
    name: row.name,
    shopUrl: row.shop_url,
    allowedOrigins: row.allowed_origins,
    active: row.active,
    updatedAt: row.updated_at.toISOString(),
  };
}

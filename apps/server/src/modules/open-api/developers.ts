import type { DB, ShopTypeValue } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { conflict } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import { newSecret } from '../../lib/tokens.ts';
import type { UserRow } from '../auth/sessions.ts';
import { type ExternalChannels, presentChannel } from './external-channels.ts';
import { assertIntegrationManager } from './managers.ts';

/**
 * Developer registration of an enterprise: one developer account, whose secret signs the
 * assertions of its external users, and applications, each a shop or site with its channel.
 */
export class Developers {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly channels: ExternalChannels,
  ) {}

  async createAccount(user: UserRow, input: { enterpriseId: string; name: string; contactEmail: string }) {
    assertIntegrationManager(user, input.enterpriseId);
    const signingSecret = newSecret();
    const account = await this.db
      .insertInto('developer_accounts')
      .values({
        id: newId(),
        enterprise_id: input.enterpriseId,
        name: input.name,
        contact_email: input.contactEmail,
        signing_secret: signingSecret,
        created_by: user.id,
      })
      .onConflict((c) => c.column('enterprise_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!account)
      throw conflict('The enterprise already has a developer account.', 'developer_account_exists');
    return { account: presentAccount(account), signingSecret };
  }

  async account(user: UserRow, enterpriseId: string) {
    assertIntegrationManager(user, enterpriseId);
    const row = await this.accountOf(enterpriseId);
    return row ? presentAccount(row) : null;
  }

  accountOf(enterpriseId: string) {
    return this.db
      .selectFrom('developer_accounts')
      .selectAll()
      .where('enterprise_id', '=', enterpriseId)
      .executeTakeFirst();
  }

  async createApplication(
    user: UserRow,
    input: {
      enterpriseId: string;
      name: string;
      shopType: ShopTypeValue;
      shopUrl?: string;
      allowedOrigins: string[];
    },
  ) {
    assertIntegrationManager(user, input.enterpriseId);
    if (!(await this.accountOf(input.enterpriseId))) {
      throw conflict('Register the enterprise as a developer first.', 'developer_account_missing');
    }
    return this.db.transaction().execute(async (trx) => {
      const application = await trx
        .insertInto('developer_applications')
        .values({
          id: newId(),
          enterprise_id: input.enterpriseId,
          name: input.name,
          shop_type: input.shopType,
          created_by: user.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const channel = await this.channels.create(trx, {
        enterpriseId: input.enterpriseId,
        applicationId: application.id,
        shopType: input.shopType,
        name: input.name,
        shopUrl: input.shopUrl ?? null,
        allowedOrigins: input.allowedOrigins,
      });
      return {
        application: { ...presentApplication(application), channelId: channel.id },
        channel: presentChannel(channel),
      };
    });
  }

  async applications(user: UserRow, enterpriseId: string) {
    assertIntegrationManager(user, enterpriseId);
    const rows = await this.db
      .selectFrom('developer_applications as a')
      .innerJoin('external_channels as c', 'c.application_id', 'a.id')
      .selectAll('a')
      .select('c.id as channel_id')
      .where('a.enterprise_id', '=', enterpriseId)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id')
      .execute();
    return rows.map((row) => ({ ...presentApplication(row), channelId: row.channel_id }));
  }
}

function presentAccount(row: {
  id: string;
  enterprise_id: string;
  name: string;
  contact_email: string;
  created_at: Date;
}) {
  return {
    id: row.id,
    enterpriseId: row.enterprise_id,
    name: row.name,
    contactEmail: row.contact_email,
    createdAt: row.created_at.toISOString(),
  };
}

function presentApplication(row: {
  id: string;
  enterprise_id: string;
  name: string;
  shop_type: ShopTypeValue;
  created_at: Date;
}) {
  return {
    id: row.id,
    enterpriseId: row.enterprise_id,
    name: row.name,
    shopType: row.shop_type,
    createdAt: row.created_at.toISOString(),
  };
}

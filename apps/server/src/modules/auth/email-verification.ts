import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { UserRow } from './sessions.ts';

const LINK_HOURS = 48;

/** E-mail verification links: AccountState PENDING until one is followed, then DONE. */
export class EmailVerification {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly mailer: Mailer,
  ) {}

  async send(user: UserRow, origin: string): Promise<void> {
    const token = newSecret();
    await this.db
      .insertInto('email_tokens')
      .values({
        token_hash: hashSecret(token),
        user_id: user.id,
        email: user.email,
        expires_at: new Date(Date.now() + LINK_HOURS * 3_600_000),
        used_at: null,
      })
      .execute();
    const link = `${origin.replace(/\/$/, '')}/verify-email?token=${token}`;
    const korean = user.language === 'ko';
    await this.mailer.send({
      to: user.email,
      subject: korean ? 'Roomcraft 이메일 인증' : 'Verify your Roomcraft e-mail',
      text: korean
        ? `${user.nickname}님, 아래 링크를 열어 이메일 주소를 인증해 주세요 (${LINK_HOURS}시간 동안 유효):\n${link}`
        : `Hello ${user.nickname}, open this link to verify your e-mail address (valid for ${LINK_HOURS} hours):\n${link}`,
      link,
    });
  }

  /** Marks the address verified; a used, expired or unknown token is refused. */
  async confirm(token: string): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('email_tokens')
        .selectAll()
        .where('token_hash', '=', hashSecret(token))
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.used_at || row.expires_at < new Date()) {
        throw new HttpError(
          400,
          'invalid_token',
          'This verification link is invalid or has expired; ask for a new one.',
        );
      }
      await trx
        .updateTable('email_tokens')
        .set({ used_at: new Date() })
        .where('token_hash', '=', row.token_hash)
        .execute();
      await trx
        .updateTable('users')
        .set({ account_state: 'DONE', updated_at: new Date() })
        .where('id', '=', row.user_id)
        .where('email', '=', row.email)
        .execute();
      return row.user_id;
    });
  }
}

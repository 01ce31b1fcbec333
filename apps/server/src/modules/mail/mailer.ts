import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { newId } from '../../lib/ids.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (verification), kept apart so the dev outbox can show it. */
  link?: string;
}

export interface Mailer {
  /** Whether mails stay in the local outbox (no SMTP configured). */
  readonly local: boolean;
  send(mail: Mail): Promise<void>;
}

/** Without SMTP, mail goes into a table the web app shows in development. */
export class OutboxMailer implements Mailer {
  readonly local = true;
  constructor(private readonly db: Kysely<DB>) {}
  async send(mail: Mail): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({
        id: newId(),
        to_address: mail.to,
        subject: mail.subject,
        text: mail.text,
        link: mail.link ?? null,
      })
      .execute();
  }
}

export class SmtpMailer implements Mailer {
  readonly local = false;
  private readonly transport;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }
}

import type { NotificationTypeName } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import type { PeriodicTask } from '../../lib/periodic-tasks.ts';
import type { Mailer } from '../mail/mailer.ts';

type Data = Record<string, unknown>;
const text = (value: unknown, fallback = '') =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;

/** One sentence per type in English and Korean; the data holds the names the sentence needs. */
const SENTENCES: Record<NotificationTypeName, (d: Data) => { en: string; ko: string }> = {
  PROJECT_SHARED: (d) => ({
    en: `${text(d.byName, 'Someone')} shared the project “${text(d.projectName)}” with you (${text(d.access)}).`,
    ko: `${text(d.byName, '누군가')}님이 프로젝트 “${text(d.projectName)}”을(를) 공유했습니다 (${text(d.access)}).`,
  }),
  FOLDER_SHARED: (d) => ({
    en: `${text(d.byName, 'Someone')} shared the folder “${text(d.folderName)}” with you (${text(d.access)}).`,
    ko: `${text(d.byName, '누군가')}님이 폴더 “${text(d.folderName)}”을(를) 공유했습니다 (${text(d.access)}).`,
  }),
  RENDER_DONE: (d) => ({
    en: `Your render of “${text(d.projectName)}” is ready.`,
    ko: `“${text(d.projectName)}” 렌더링이 완료되었습니다.`,
  }),
  RENDER_FAILED: (d) => ({
    en: `Your render of “${text(d.projectName)}” failed: ${text(d.reason)} The unit was given back.`,
    ko: `“${text(d.projectName)}” 렌더링이 실패했습니다: ${text(d.reason)} 사용량은 반환되었습니다.`,
  }),
  TEMPLATE_REVIEW_REQUESTED: (d) => ({
    en: `The template “${text(d.templateName)}” waits for review.`,
    ko: `템플릿 “${text(d.templateName)}”이(가) 검토를 기다립니다.`,
  }),
  TEMPLATE_REVIEWED: (d) => ({
    en: `Your template “${text(d.templateName)}” is now ${text(d.status)}.`,
    ko: `템플릿 “${text(d.templateName)}”의 상태가 ${text(d.status)}(으)로 바뀌었습니다.`,
  }),
  TEMPLATE_COMMENTED: (d) => ({
    en: `${text(d.byName, 'Someone')} commented on the template “${text(d.templateName)}”.`,
    ko: `${text(d.byName, '누군가')}님이 템플릿 “${text(d.templateName)}”에 댓글을 남겼습니다.`,
  }),
  QUOTA_LOW: (d) => ({
    en: `Only ${text(d.remaining)} of ${text(d.limit)} ${text(d.tier)} units are left this month.`,
    ko: `이번 달 ${text(d.tier)} 사용량이 ${text(d.limit)}개 중 ${text(d.remaining)}개 남았습니다.`,
  }),
  ORDER_STATE_CHANGED: (d) => ({
    en: `The order “${text(d.orderName)}” is now ${text(d.state)}.`,
    ko: `주문 “${text(d.orderName)}”의 상태가 ${text(d.state)}(으)로 바뀌었습니다.`,
  }),
  ORDER_COMMENTED: (d) => ({
    en: `${text(d.byName, 'Someone')} commented on the order “${text(d.orderName)}”.`,
    ko: `${text(d.byName, '누군가')}님이 주문 “${text(d.orderName)}”에 댓글을 남겼습니다.`,
  }),
  SUBSCRIPTION_STARTED: (d) => ({
    en: `Your ${text(d.plan)} subscription has started.`,
    ko: `${text(d.plan)} 구독이 시작되었습니다.`,
  }),
  SUBSCRIPTION_RENEWED: (d) => ({
    en: `Your ${text(d.plan)} subscription was renewed.`,
    ko: `${text(d.plan)} 구독이 갱신되었습니다.`,
  }),
  SUBSCRIPTION_PAYMENT_FAILED: (d) => ({
    en: `The payment for your ${text(d.plan)} subscription failed.`,
    ko: `${text(d.plan)} 구독 결제가 실패했습니다.`,
  }),
  SUBSCRIPTION_ENDING: (d) => ({
    en: `Your ${text(d.plan)} subscription ends on ${text(d.endsOn)}.`,
    ko: `${text(d.plan)} 구독이 ${text(d.endsOn)}에 끝납니다.`,
  }),
  SUBSCRIPTION_CANCELLED: (d) => ({
    en: `Your ${text(d.plan)} subscription was cancelled.`,
    ko: `${text(d.plan)} 구독이 해지되었습니다.`,
  }),
};

/** The mail of one notification, in the user's language. */
export function notificationMail(type: NotificationTypeName, data: Data, language: string) {
  const sentence = SENTENCES[type](data)[language === 'ko' ? 'ko' : 'en'];
  return { subject: sentence.length > 90 ? `${sentence.slice(0, 87)}…` : sentence, text: sentence };
}

const BATCH = 50;

/**
 * Sends the notifications marked PENDING: rows are taken with SKIP LOCKED so two servers never
 * mail the same one, and a row is SENT only after its mail left (a failed send is tried again).
 */
export function notificationMailTask(db: Kysely<DB>, mailer: Mailer, publicUrl: string): PeriodicTask {
  return {
    name: 'notification-mail',
    everyMs: 15_000,
    run: () => sendPendingMail(db, mailer, publicUrl),
  };
}

export async function sendPendingMail(db: Kysely<DB>, mailer: Mailer, publicUrl: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select([
        'notifications.id',
        'notifications.type',
        'notifications.data',
        'notifications.link',
        'users.email',
        'users.language',
      ])
      .where('notifications.email_state', '=', 'PENDING')
      .where('users.deleted_at', 'is', null)
      .orderBy('notifications.created_at')
      .limit(BATCH)
      .forUpdate('notifications')
      .skipLocked()
      .execute();
    for (const row of pending) {
      const mail = notificationMail(row.type as NotificationTypeName, row.data as Data, row.language);
      await mailer.send({ to: row.email, ...mail, link: row.link ? `${publicUrl}${row.link}` : undefined });
      await trx.updateTable('notifications').set({ email_state: 'SENT' }).where('id', '=', row.id).execute();
    }
    return pending.length;
  });
}

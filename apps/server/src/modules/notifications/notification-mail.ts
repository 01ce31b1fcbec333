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
 * Sends the notifications marked PENDING. A batch is claimed by marking it SENT in one statement
 * (SKIP LOCKED, so two servers never mail the same row) before the mails leave; a mail that cannot be
 * sent puts its row and the rest of the batch back to PENDING and the failure goes up to the task's log.
 */
export function notificationMailTask(db: Kysely<DB>, mailer: Mailer, publicUrl: string): PeriodicTask {
  return {
    name: 'notification-mail',
    everyMs: 15_000,
    run: () => sendPendingMail(db, mailer, publicUrl),
  };
}

export async function sendPendingMail(db: Kysely<DB>, mailer: Mailer, publicUrl: string): Promise<number> {
  const claimed = await db
    .updateTable('notifications')
    .set({ email_state: 'SENT' })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('notifications')
        .select('id')
        .where('email_state', '=', 'PENDING')
        .orderBy('created_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'user_id', 'type', 'data', 'link'])
    .execute();
  if (claimed.length === 0) return 0;
  const users = new Map(
    (
      await db
        .selectFrom('users')
        .select(['id', 'email', 'language'])
        .where('id', 'in', [...new Set(claimed.map((row) => row.user_id))])
        .where('deleted_at', 'is', null)
        .execute()
    ).map((user) => [user.id, user]),
  );
  for (const [index, row] of claimed.entries()) {
    const user = users.get(row.user_id);
    if (!user) continue;
    const mail = notificationMail(row.type as NotificationTypeName, row.data as Data, user.language);
    try {
      await mailer.send({ to: user.email, ...mail, link: row.link ? `${publicUrl}${row.link}` : undefined });
    } catch (error) {
      const unsent = claimed.slice(index).map((r) => r.id);
      await db
        .updateTable('notifications')
        .set({ email_state: 'PENDING' })
        .where('id', 'in', unsent)
        .execute();
      throw error;
    }
  }
  return claimed.length;
}

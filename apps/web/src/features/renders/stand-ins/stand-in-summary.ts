import type { RenderStandIn } from '@roomcraft/contract';
import type { TFunction } from 'i18next';

/** The words of a stand-ins notice: how many products, and each by name with why, in one line. */
export function standInSummary(standIns: readonly RenderStandIn[], t: TFunction): string {
  const names = standIns
    .map((s) => `${s.name ?? t('renders.standIns.unnamed')} (${t(`renders.standIns.reasons.${s.reason}`)})`)
    .join(', ');
  return t('renders.standIns.summary', { count: standIns.length, names });
}

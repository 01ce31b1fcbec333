import { Group, Text } from '@mantine/core';
import { RenderQuotaTier } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';

type Day = { date: string; tier: (typeof RenderQuotaTier)[number]; units: number };
const COLORS = ['#4c6ef5', '#15aabf', '#40c057', '#fab005', '#fd7e14', '#e64980', '#7950f2'];
const DAYS = 30;

/** Units taken per day over the last 30 days, stacked by tier. */
export function UsageChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  if (days.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('billing.usage.none')}
      </Text>
    );
  }
  const last = new Date(`${days[days.length - 1]!.date}T00:00:00Z`);
  const dates = Array.from({ length: DAYS }, (_, i) =>
    new Date(last.getTime() - (DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
  const totals = dates.map((date) =>
    days.filter((d) => d.date === date).reduce((sum, d) => sum + d.units, 0),
  );
  const max = Math.max(1, ...totals);
  const width = 600;
  const height = 140;
  const bar = width / DAYS;
  const used = RenderQuotaTier.filter((tier) => days.some((d) => d.tier === tier));
  return (
    <div>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={t('billing.usage.chart')}>
        {dates.map((date, i) => {
          let y = height;
          return RenderQuotaTier.map((tier, k) => {
            const units = days.find((d) => d.date === date && d.tier === tier)?.units ?? 0;
            if (!units) return null;
            const h = (units / max) * (height - 10);
            y -= h;
            return (
              <rect key={`${date}-${tier}`} x={i * bar + 2} y={y} width={bar - 4} height={h} fill={COLORS[k]}>
                <title>{`${date} · ${t(`renders.tiers.${tier}`)}: ${units}`}</title>
              </rect>
            );
          });
        })}
      </svg>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {dates[0]}
        </Text>
        <Text size="xs" c="dimmed">
          {t('billing.usage.peak', { count: max })}
        </Text>
        <Text size="xs" c="dimmed">
          {dates[DAYS - 1]}
        </Text>
      </Group>
      <Group gap="md" mt="xs">
        {used.map((tier) => (
          <Group key={tier} gap={4}>
            <span
              style={{
                width: 10,
                height: 10,
                background: COLORS[RenderQuotaTier.indexOf(tier)],
                display: 'inline-block',
              }}
            />
            <Text size="xs">{t(`renders.tiers.${tier}`)}</Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}

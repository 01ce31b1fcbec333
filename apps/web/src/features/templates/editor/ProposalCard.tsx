import { Button, Card, Group, Text, UnstyledButton } from '@mantine/core';
import type { RoomShape } from '@roomcraft/scene';
import { useTranslation } from 'react-i18next';
import { OutlinePreview } from '../OutlinePreview.tsx';
import { type Currency, type ProposalCost, withinBudget } from './budget.ts';
import type { Proposal } from './furnish.ts';

const pct = (x: number) => Math.round(x * 100);

/** The fitted products of a proposal with their footprints, to draw them in the room. */
const fittedWithSizes = (p: Proposal) => {
  const sizes = new Map(p.template.products.map((x) => [x.productId, x.size]));
  return p.result.items.map((item) => ({ ...item, size: sizes.get(item.productId) }));
};

/** One proposed template: drawn in the room, with its fit, its cost against the budget, and Apply. */
export function ProposalCard({
  proposal,
  shape,
  cost,
  currency,
  budget,
  chosen,
  onChoose,
  onApply,
}: {
  proposal: Proposal;
  shape: RoomShape;
  cost: ProposalCost;
  currency: Currency;
  budget: number | null;
  chosen: boolean;
  onChoose: () => void;
  onApply: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { template, fit, result } = proposal;
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  });
  const over = !withinBudget(cost, budget);
  return (
    <Card
      withBorder
      padding="xs"
      data-testid="furnish-proposal"
      style={chosen ? { borderColor: 'var(--mantine-color-blue-5)' } : undefined}
    >
      <UnstyledButton onClick={onChoose} aria-label={t('templates.editor.preview')}>
        <OutlinePreview
          room={shape}
          products={fittedWithSizes(proposal)}
          height={150}
          label={template.name}
        />
      </UnstyledButton>
      <Text fw={600} size="sm" truncate>
        {template.name}
      </Text>
      <Text size="xs">{t('templates.editor.fit', { score: pct(fit.score) })}</Text>
      <Text size="xs" c="dimmed">
        {t('templates.editor.fitParts', {
          area: pct(fit.area),
          proportion: pct(fit.proportion),
          openings: pct(fit.openings),
        })}
      </Text>
      <Text size="xs" c={over ? 'red' : undefined} data-testid="furnish-cost">
        {over
          ? t('templates.editor.overBudget', { cost: money.format(cost.amount) })
          : t('templates.editor.cost', { cost: money.format(cost.amount) })}
      </Text>
      {cost.unpriced > 0 && (
        <Text size="xs" c="dimmed">
          {t('templates.editor.unpriced', { count: cost.unpriced, currency })}
        </Text>
      )}
      {result.skipped.length > 0 && (
        <Text size="xs" c="orange">
          {t('templates.editor.skipped', { count: result.skipped.length })}
        </Text>
      )}
      <Group justify="flex-end" mt={4}>
        <Button size="xs" onClick={onApply} disabled={result.items.length === 0}>
          {t('templates.editor.apply')}
        </Button>
      </Group>
    </Card>
  );
}

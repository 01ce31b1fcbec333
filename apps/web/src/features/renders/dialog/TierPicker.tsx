import { Badge, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Tier, TierOption } from '../model/tiers.ts';
import classes from './RenderDialog.module.css';

/** The tiers of the chosen type: size, units left this month, unusable at zero. */
export function TierPicker({
  options,
  value,
  onChange,
  error,
}: {
  options: TierOption[];
  value: Tier | null;
  onChange(tier: Tier): void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(v) => onChange(v as Tier)}
      label={t('renders.dialog.tier')}
      labelProps={{ mb: 8 }}
      error={error}
    >
      <SimpleGrid cols={{ base: 2, sm: options.length }} spacing="xs">
        {options.map((option) => (
          <Radio.Card
            key={option.tier}
            value={option.tier}
            disabled={option.disabled}
            className={classes.optionCard}
            aria-label={t(`renders.tiers.${option.tier}`)}
          >
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Text fw={650} size="sm">
                {t(`renders.tiers.${option.tier}`)}
              </Text>
              {option.remaining !== null && (
                <Badge size="sm" tt="none" variant="light" color={option.remaining === 0 ? 'red' : 'teal'}>
                  {option.remaining === 0
                    ? t('renders.dialog.noneLeft')
                    : t('renders.dialog.left', { count: option.remaining })}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" mt={2}>
              {option.width} × {option.height}
            </Text>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

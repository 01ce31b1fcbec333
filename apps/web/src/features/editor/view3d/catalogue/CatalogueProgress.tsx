import { Progress, Stack, Text } from '@mantine/core';
import type { CatalogueState } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';

/** While a library's products are still being processed: how many are ready, as they arrive. */
export function CatalogueProgress({ state }: { state: CatalogueState | null }) {
  const { t } = useTranslation();
  if (!state || state.ready >= state.total) return null;
  const label = t('view3d.catalogue.preparing', { ready: state.ready, total: state.total });
  return (
    <Stack gap={4}>
      <Text size="xs" fw={500}>
        {label}
      </Text>
      <Progress
        value={(state.ready / state.total) * 100}
        size="sm"
        animated
        aria-label={t('view3d.catalogue.preparingLabel')}
        aria-valuetext={label}
      />
    </Stack>
  );
}

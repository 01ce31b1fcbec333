import { Box, Stack, Text } from '@mantine/core';
import type { CatalogueState } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';

/** While a library's products are still being processed: how many are ready, as they arrive. */
export function CatalogueProgress({ state }: { state: CatalogueState | null }) {
  const { t } = useTranslation();
  if (!state || state.ready >= state.total) return null;
  const label = t('view3d.catalogue.preparing', { ready: state.ready, total: state.total });
  // One progressbar element of our own: it is there (and named) even at 0 %, when a bar has no width.
  return (
    <Stack gap={4}>
      <Text size="xs" fw={500}>
        {label}
      </Text>
      <Box
        role="progressbar"
        aria-label={t('view3d.catalogue.preparingLabel')}
        aria-valuemin={0}
        aria-valuemax={state.total}
        aria-valuenow={state.ready}
        aria-valuetext={label}
        h={6}
        bg="gray.2"
        style={{ borderRadius: 3, overflow: 'hidden' }}
      >
        <Box h="100%" bg="brand.6" style={{ width: `${(state.ready / state.total) * 100}%` }} />
      </Box>
    </Stack>
  );
}

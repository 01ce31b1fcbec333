import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { EnterprisePicker, type PickedEnterprise } from './EnterprisePicker.tsx';

/**
 * Checks one enterprise against the public library: the tree marks what it sees, and this panel
 * says how many categories that is.
 */
export function EnterpriseSight({
  enterprise,
  onChange,
  sight,
}: {
  enterprise: PickedEnterprise | null;
  onChange(enterprise: PickedEnterprise | null): void;
  sight: UseQueryResult<ReadonlyMap<string, boolean>>;
}) {
  const { t } = useTranslation();
  const seen = sight.data ? [...sight.data.values()].filter(Boolean).length : 0;
  return (
    <Stack data-testid="enterprise-sight">
      <Title order={4}>{t('ops.publicLibrary.checkTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('ops.publicLibrary.checkDescription')}
      </Text>
      <EnterprisePicker label={t('ops.publicLibrary.checkEnterprise')} onPick={onChange} />
      {enterprise && (
        <Group justify="space-between" wrap="nowrap">
          {sight.isPending ? (
            <Loader size="xs" aria-label={t('common.loading')} />
          ) : (
            sight.data && (
              <Text size="sm" role="status">
                {t('ops.publicLibrary.seesCount', {
                  name: enterprise.name,
                  seen,
                  total: sight.data.size,
                })}
              </Text>
            )
          )}
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
            {t('ops.publicLibrary.clearCheck')}
          </Button>
        </Group>
      )}
      <ErrorAlert error={sight.error} />
    </Stack>
  );
}

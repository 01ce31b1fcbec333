import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { Product } from '@roomcraft/contract';
import { IconAlertTriangle, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../ui/error-text.ts';
import { useRetryProcessing } from '../api/products.ts';

/** While WAITING: that it is being processed. When FAILED: why, with retry and delete. */
export function ProcessingPanel({ product, onDelete }: { product: Product; onDelete(): void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const retry = useRetryProcessing();
  if (product.status === 'WAITING') {
    return (
      <Alert color="yellow" icon={<Loader size={16} />} title={t('library.processing.waiting')} mb="lg">
        {t('library.processing.waitingHint')}
      </Alert>
    );
  }
  if (product.status !== 'FAILED') return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} />}
      title={t('library.processing.failed')}
      mb="lg"
      data-testid="failure-reason"
    >
      <Text size="sm" mb="sm">
        {product.failureReason ?? t('library.processing.noReason')}
      </Text>
      {retry.isError && (
        <Text size="sm" c="red" mb="sm">
          {errorText(retry.error)}
        </Text>
      )}
      <Group gap="sm">
        <Button
          size="xs"
          leftSection={<IconRefresh size={14} />}
          loading={retry.isPending}
          onClick={() => retry.mutate(product.id)}
        >
          {t('library.processing.retry')}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
        >
          {t('library.product.delete')}
        </Button>
      </Group>
    </Alert>
  );
}

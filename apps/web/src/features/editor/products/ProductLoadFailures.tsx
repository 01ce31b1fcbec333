import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCatalog } from './product-catalog.ts';

/**
 * Says so when placed products could not be loaded (the library did not answer), instead of
 * drawing them as plain outlines forever, and offers to ask again.
 */
export function ProductLoadFailures({ catalog, className }: { catalog: ProductCatalog; className?: string }) {
  const { t } = useTranslation();
  const failed = useSyncExternalStore(catalog.subscribe, catalog.failedCount);
  if (failed === 0) return null;
  return (
    <Alert
      className={className}
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t('editor.item.failedTitle', { count: failed })}
      role="alert"
      data-testid="product-load-failures"
    >
      {t('editor.item.failedBody')}
      <div>
        <Button mt="sm" size="xs" variant="white" onClick={() => catalog.retryFailed()}>
          {t('editor.item.retry')}
        </Button>
      </div>
    </Alert>
  );
}

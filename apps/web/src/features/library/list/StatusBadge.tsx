import { Badge, Loader } from '@mantine/core';
import type { Product } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';

const COLORS = { WAITING: 'yellow', COMPLETED: 'green', FAILED: 'red' } as const;

/** Where a product's processing stands; WAITING spins, as it changes by itself. */
export function StatusBadge({ status }: { status: Product['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status]}
      variant={status === 'COMPLETED' ? 'light' : 'filled'}
      leftSection={status === 'WAITING' ? <Loader size={10} color="white" /> : undefined}
      data-testid="product-status"
    >
      {t(`library.status.${status}`)}
    </Badge>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How many products a category holds with its subtree, muted at the row's right end; nothing uncounted. */
export function ProductCount({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (count === undefined) return null;
  return (
    <Text
      component="span"
      size="xs"
      c="dimmed"
      ml="auto"
      title={t('library.categories.productCount', { count })}
      data-testid="product-count"
    >
      {count}
    </Text>
  );
}

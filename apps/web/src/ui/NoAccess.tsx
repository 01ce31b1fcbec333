import { EmptyState } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown instead of a screen that this person's role does not open. */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <EmptyState
      py={80}
      variant="light"
      icon={<IconLock size={28} />}
      title={t('common.noAccess.title')}
      description={t('common.noAccess.body')}
    />
  );
}

import { Button, EmptyState } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      py={80}
      variant="light"
      icon={<IconMapQuestion size={28} />}
      title={t('shell.notFound.title')}
      description={t('shell.notFound.body')}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/">
          {t('shell.notFound.home')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

import { Alert, Button } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRICING_PATH } from './paths.ts';

/** No units left (in the render dialog): what happened and the way to get more (a bigger plan, at once). */
export function QuotaExhaustedAlert() {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      icon={<IconBolt size={18} />}
      title={t('billing.exhausted.title')}
      data-testid="quota-exhausted"
    >
      {t('billing.exhausted.body')}
      <div>
        <Button component={Link} to={PRICING_PATH} size="xs" mt="sm">
          {t('billing.exhausted.getMore')}
        </Button>
      </div>
    </Alert>
  );
}

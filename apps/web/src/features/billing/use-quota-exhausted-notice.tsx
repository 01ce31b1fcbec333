import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PRICING_PATH } from './paths.ts';

const NOTICE_ID = 'quota-exhausted';

/**
 * Says that no units are left, with the way to get more, in a notice that stays until closed.
 * Notices are drawn outside the router, so the button navigates with this page's `navigate`.
 */
export function useQuotaExhaustedNotice(): (message: string) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (message) =>
    notifications.show({
      id: NOTICE_ID,
      color: 'orange',
      autoClose: false,
      title: t('billing.exhausted.title'),
      message: (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button
            size="xs"
            onClick={() => {
              notifications.hide(NOTICE_ID);
              navigate(PRICING_PATH);
            }}
          >
            {t('billing.exhausted.getMore')}
          </Button>
        </Stack>
      ),
    });
}

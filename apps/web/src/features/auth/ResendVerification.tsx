import { Box, Button, Group, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { authRoutes } from '@roomcraft/contract';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { useErrorText } from '../../ui/error-text.ts';
import { useFormMutation } from '../../ui/use-form-mutation.ts';

/**
 * Sends a new verification link. With a known address it is one button; otherwise the person types
 * the address first.
 */
export function ResendVerification({ email, compact }: { email?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm({
    initialValues: { email: email ?? '' },
    validate: { email: isEmail(t('validation.email')) },
  });
  const resend = useFormMutation(form, {
    mutationFn: (body) => callApi(authRoutes.verifyEmail, { body }),
    onSuccess: (_, { email: to }) =>
      notifications.show({ color: 'green', message: t('auth.verify.resent', { email: to }) }),
    onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
  });
  const button = (
    <Button
      type="submit"
      variant={compact ? 'white' : 'light'}
      size={compact ? 'compact-sm' : 'sm'}
      leftSection={<IconMailForward size={16} />}
      loading={resend.isPending}
    >
      {t('auth.verify.resend')}
    </Button>
  );
  return (
    <Box
      component="form"
      w={email ? undefined : '100%'}
      onSubmit={form.onSubmit((values) => resend.mutate(values))}
      noValidate
    >
      {email ? (
        button
      ) : (
        <Group align="flex-start" gap="sm">
          <TextInput
            flex={1}
            type="email"
            placeholder={t('fields.email')}
            aria-label={t('fields.email')}
            {...form.getInputProps('email')}
          />
          {button}
        </Group>
      )}
    </Box>
  );
}

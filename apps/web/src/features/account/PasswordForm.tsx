import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { hasLength, isNotEmpty, matchesField, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { userRoutes } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useFormMutation } from '../../ui/use-form-mutation.ts';

/** Changes your own password; the current one is asked for, and other sessions end. */
export function PasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: isNotEmpty(t('validation.required')),
      newPassword: hasLength({ min: 8 }, t('validation.passwordLength')),
      confirmPassword: matchesField('newPassword', t('validation.passwordsDiffer')),
    },
  });
  const change = useFormMutation(form, {
    mutationFn: ({ currentPassword, newPassword }) =>
      callApi(userRoutes.changePassword, { params: { id: userId }, body: { currentPassword, newPassword } }),
    onSuccess: () => {
      form.reset();
      notifications.show({ color: 'green', message: t('account.password.changed') });
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => change.mutate(values))} noValidate>
      <Stack gap="md">
        <ErrorAlert error={change.error} />
        <PasswordInput
          label={t('account.password.current')}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <Group grow align="flex-start">
          <PasswordInput
            label={t('account.password.new')}
            description={t('validation.passwordLength')}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('account.password.confirm')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('account.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type User, userRoutes } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { chooseLanguage, LANGUAGES, type LanguageCode } from '../../i18n/index.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useFormMutation } from '../../ui/use-form-mutation.ts';
import { useSession } from '../auth/session.tsx';

/** Nickname, name and language, saved with `PATCH /v1/user`. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { updateUser } = useSession();
  const form = useForm({
    initialValues: {
      nickname: user.nickname,
      name: user.name ?? '',
      language: user.language as LanguageCode,
    },
    validate: { nickname: isNotEmpty(t('validation.required')) },
  });
  const save = useFormMutation(form, {
    mutationFn: ({ name, ...rest }) =>
      callApi(userRoutes.updateMe, { body: { ...rest, name: name.trim() || null } }),
    onSuccess: ({ user: saved }) => {
      updateUser(saved);
      form.resetDirty();
      if (saved.language !== user.language) chooseLanguage(saved.language);
      notifications.show({ color: 'green', message: t('common.saved') });
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        <ErrorAlert error={save.error} />
        <Group grow align="flex-start">
          <TextInput label={t('fields.nickname')} {...form.getInputProps('nickname')} />
          <TextInput label={t('fields.name')} {...form.getInputProps('name')} />
        </Group>
        <Select
          label={t('fields.language')}
          data={LANGUAGES.map((l) => ({ value: l.code, label: l.label }))}
          allowDeselect={false}
          {...form.getInputProps('language')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

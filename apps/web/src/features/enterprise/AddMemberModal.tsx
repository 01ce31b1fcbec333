import { Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { enterpriseRoutes } from '@roomcraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { useFormMutation } from '../../ui/use-form-mutation.ts';
import { useUser } from '../auth/session.tsx';
import { assignableRanks, type MemberRank } from './roles.ts';
import { membersKey } from './use-enterprise.ts';

/** Adds a member; they receive a verification mail (and set a password from it when none is given). */
export function AddMemberModal({
  enterpriseId,
  opened,
  onClose,
}: {
  enterpriseId: string;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const actor = useUser();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { email: '', nickname: '', rank: 'DESIGNER' as MemberRank, password: '' },
    validate: {
      email: isEmail(t('validation.email')),
      nickname: isNotEmpty(t('validation.required')),
      password: (value) => (value && value.length < 8 ? t('validation.passwordLength') : null),
    },
  });
  const add = useFormMutation(form, {
    mutationFn: ({ password, ...rest }) =>
      callApi(enterpriseRoutes.addUser, {
        params: { id: enterpriseId },
        body: { ...rest, password: password || undefined },
      }),
    onSuccess: ({ user }) => {
      notifications.show({ color: 'green', message: t('enterprise.members.added', { email: user.email }) });
      form.reset();
      onClose();
      return queryClient.invalidateQueries({ queryKey: membersKey(enterpriseId) });
    },
  });
  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('enterprise.members.add')} size="md" radius="lg">
      <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
        <Stack gap="md">
          <ErrorAlert error={add.error} />
          <TextInput label={t('fields.email')} type="email" data-autofocus {...form.getInputProps('email')} />
          <TextInput label={t('fields.nickname')} {...form.getInputProps('nickname')} />
          <Select
            label={t('fields.role')}
            data={assignableRanks(actor).map((rank) => ({ value: rank, label: t(`roles.${rank}`) }))}
            allowDeselect={false}
            {...form.getInputProps('rank')}
          />
          <PasswordInput
            label={t('enterprise.members.initialPassword')}
            description={t('enterprise.members.initialPasswordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <FormActions submitLabel={t('enterprise.members.add')} loading={add.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}

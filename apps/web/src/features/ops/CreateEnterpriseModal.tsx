import { Divider, Modal, NumberInput, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { hasLength, isEmail, isNotEmpty, matches, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { opsRoutes } from '@roomcraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { useFormMutation } from '../../ui/use-form-mutation.ts';
import { enterprisesKey } from './ops-session.tsx';

const INITIAL = { name: '', url: '', seats: 10, admin: { email: '', nickname: '', password: '' } };

/** A new enterprise together with its first admin, who signs in with the password given here. */
export function CreateEnterpriseModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: INITIAL,
    validate: {
      name: isNotEmpty(t('validation.required')),
      url: matches(/^[a-z0-9][a-z0-9-]{1,48}[a-z0-9]$/, t('ops.enterprises.urlHint')),
      admin: {
        email: isEmail(t('validation.email')),
        nickname: isNotEmpty(t('validation.required')),
        password: hasLength({ min: 8 }, t('validation.passwordLength')),
      },
    },
  });
  const create = useFormMutation(form, {
    mutationFn: (body) => callApi(opsRoutes.createEnterprise, { body }),
    onSuccess: ({ enterprise }) => {
      notifications.show({
        color: 'green',
        message: t('ops.enterprises.created', { name: enterprise.name }),
      });
      form.reset();
      onClose();
      return queryClient.invalidateQueries({ queryKey: enterprisesKey });
    },
  });
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('ops.enterprises.create')} size="lg" radius="lg">
      <form onSubmit={form.onSubmit((values) => create.mutate(values))} noValidate>
        <Stack gap="md">
          <ErrorAlert error={create.error} />
          <TextInput label={t('ops.enterprises.name')} data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('ops.enterprises.url')}
              description={t('ops.enterprises.urlHint')}
              {...form.getInputProps('url')}
            />
            <NumberInput
              label={t('ops.enterprises.seats')}
              min={3}
              max={50}
              allowDecimal={false}
              {...form.getInputProps('seats')}
            />
          </SimpleGrid>
          <Divider label={t('ops.enterprises.firstAdmin')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.email')} type="email" {...form.getInputProps('admin.email')} />
            <TextInput label={t('fields.nickname')} {...form.getInputProps('admin.nickname')} />
          </SimpleGrid>
          <PasswordInput
            label={t('fields.password')}
            description={t('validation.passwordLength')}
            autoComplete="new-password"
            {...form.getInputProps('admin.password')}
          />
          <FormActions
            submitLabel={t('ops.enterprises.create')}
            loading={create.isPending}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Enterprise, enterpriseRoutes, type RouteDef } from '@roomcraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { Section } from '../../ui/Section.tsx';
import { useFormMutation } from '../../ui/use-form-mutation.ts';
import { enterpriseKey } from './use-enterprise.ts';

/** Each settings group is a field of the enterprise and has a PATCH route of the same name. */
type SettingsKind = 'productLibrarySettings' | 'projectSettings' | 'watermarkSettings';

/** One settings group as its own form: saved alone, with its own errors and its own "discard". */
export function SettingsCard<K extends SettingsKind>({
  enterprise,
  kind,
  children,
}: {
  enterprise: Enterprise;
  kind: K;
  children: (form: UseFormReturnType<Enterprise[K]>) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Enterprise[K]>({ initialValues: enterprise[kind] });
  // The three routes take the matching settings object and all answer the enterprise.
  const route: RouteDef = enterpriseRoutes[kind];
  const save = useFormMutation(form, {
    mutationFn: async (body) =>
      (await callApi(route, { params: { id: enterprise.id }, body })) as { enterprise: Enterprise },
    onSuccess: ({ enterprise: saved }) => {
      queryClient.setQueryData(enterpriseKey(saved.id), saved);
      form.setInitialValues(saved[kind]);
      form.setValues(saved[kind]);
      form.resetDirty(saved[kind]);
      notifications.show({ color: 'green', message: t('common.saved') });
    },
  });
  const dirty = form.isDirty();
  return (
    <Section
      title={t(`enterprise.settings.${kind}.title`)}
      description={t(`enterprise.settings.${kind}.description`)}
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="lg">
          <ErrorAlert error={save.error} />
          {children(form)}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!dirty} onClick={() => form.reset()}>
              {t('common.discard')}
            </Button>
            <Button type="submit" disabled={!dirty} loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

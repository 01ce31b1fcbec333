import { ActionIcon, Button, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import type { CategoryNode } from '@roomcraft/contract';
import { IconBuildingSkyscraper, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { EnterprisePicker } from './EnterprisePicker.tsx';
import { useEnterpriseNames, useSetAudience } from './public-library-api.ts';

/**
 * Who sees a public category: every enterprise that uses the public library, or only chosen ones.
 * `node` comes from the tree with visibility settings; the form starts from them.
 */
export function CategoryAudience({ node }: { node: CategoryNode }) {
  const { t } = useTranslation();
  const current = node.visibility;
  const [restricted, setRestricted] = useState(current?.enterpriseRestricted ?? false);
  const [chosen, setChosen] = useState<string[]>(current?.enterpriseIds ?? []);
  const [picked, setPicked] = useState(new Map<string, string>());
  const names = useEnterpriseNames(current?.enterpriseIds ?? []);
  const save = useSetAudience();
  const nameOf = (id: string) => picked.get(id) ?? names.data?.get(id) ?? id;
  return (
    <Stack data-testid="category-audience">
      <Title order={4}>{t('library.categories.visibilityOf', { name: node.name })}</Title>
      <Text size="sm" c="dimmed">
        {t('library.categories.inheritsNote')}
      </Text>
      <Radio.Group
        value={restricted ? 'chosen' : 'all'}
        onChange={(value) => setRestricted(value === 'chosen')}
        label={t('ops.publicLibrary.audience')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="all" label={t('ops.publicLibrary.allEnterprises')} />
          <Radio value="chosen" label={t('ops.publicLibrary.chosenEnterprises')} />
        </Stack>
      </Radio.Group>
      {restricted && (
        <>
          <EnterprisePicker
            label={t('ops.publicLibrary.addEnterprise')}
            exclude={chosen}
            onPick={(enterprise) => {
              setPicked(new Map(picked).set(enterprise.id, enterprise.name));
              setChosen([...chosen, enterprise.id]);
            }}
          />
          {names.isPending && chosen.length > 0 && <Loader size="xs" aria-label={t('common.loading')} />}
          <ErrorAlert error={names.error} />
          {chosen.length === 0 ? (
            <Text size="sm" c="orange.8">
              {t('ops.publicLibrary.noneChosen')}
            </Text>
          ) : (
            <Stack gap={4} aria-label={t('ops.publicLibrary.chosenList')} component="ul" p={0} m={0}>
              {chosen.map((id) => (
                <Group key={id} component="li" gap="xs" justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <IconBuildingSkyscraper size={16} color="var(--mantine-color-gray-6)" />
                    <Text size="sm">{nameOf(id)}</Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('ops.publicLibrary.remove', { name: nameOf(id) })}
                    onClick={() => setChosen(chosen.filter((c) => c !== id))}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
        </>
      )}
      <ErrorAlert error={save.error} />
      {save.isSuccess && (
        <Text size="sm" c="teal.8" role="status">
          {t('common.saved')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ id: node.id, enterpriseIds: restricted ? chosen : null })}
        >
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

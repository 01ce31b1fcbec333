import {
  ActionIcon,
  Button,
  Card,
  EmptyState,
  Group,
  Stack,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import type { libraryTagRoutes, RouteOutput } from '@roomcraft/contract';
import { IconCheck, IconFolders, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useCreateTagGroup, useDeleteTagGroup, useTagGroups, useUpdateTagGroup } from '../api/tags.ts';

type TagGroup = RouteOutput<typeof libraryTagRoutes.groups>['tagGroups'][number];

/** The tag groups: made, renamed, given other tags and deleted (their tags stay). */
export function TagGroups({ enterpriseId }: { enterpriseId: string | undefined }) {
  const { t } = useTranslation();
  const groups = useTagGroups(enterpriseId);
  return (
    <Card withBorder radius="lg" padding="md">
      <Title order={4} mb="sm">
        {t('library.tags.groups')}
      </Title>
      <NewTagGroup enterpriseId={enterpriseId} />
      <QueryState
        query={groups}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState py={30} icon={<IconFolders size={28} />} title={t('library.tags.noGroups')} />}
      >
        {(list) => (
          <Stack gap="md" mt="md">
            {list.map((group) => (
              <TagGroupRow key={`${group.id}-${group.updatedAt}`} group={group} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

function NewTagGroup({ enterpriseId }: { enterpriseId: string | undefined }) {
  const { t } = useTranslation();
  const create = useCreateTagGroup(enterpriseId);
  const [name, setName] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { name: name.trim(), tags },
          {
            onSuccess: () => {
              setName('');
              setTags([]);
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={t('library.tags.newGroup')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TagsInput label={t('library.tags.groupTags')} value={tags} onChange={setTags} maxTags={100} />
        <ErrorAlert error={create.error} />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconPlus size={16} />}
            loading={create.isPending}
            disabled={!name.trim()}
          >
            {t('library.tags.addGroup')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TagGroupRow({ group }: { group: TagGroup }) {
  const { t } = useTranslation();
  const update = useUpdateTagGroup();
  const remove = useDeleteTagGroup();
  const [name, setName] = useState(group.name);
  const [tags, setTags] = useState(group.tags);
  const changed =
    (name.trim() !== group.name && name.trim() !== '') || tags.join('\n') !== group.tags.join('\n');
  return (
    <div data-testid={`tag-group-${group.name}`}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          aria-label={t('library.tags.groupName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <ActionIcon
          variant="light"
          size="lg"
          disabled={!changed}
          loading={update.isPending}
          aria-label={t('library.tags.saveGroup')}
          onClick={() => update.mutate({ id: group.id, name: name.trim() || group.name, tags })}
        >
          <IconCheck size={16} />
        </ActionIcon>
        <ActionIcon
          variant="light"
          color="red"
          size="lg"
          loading={remove.isPending}
          aria-label={t('library.tags.deleteGroup')}
          onClick={() => remove.mutate(group.id)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
      <TagsInput
        mt={4}
        aria-label={t('library.tags.groupTags')}
        value={tags}
        onChange={setTags}
        maxTags={100}
      />
      <ErrorAlert error={update.error ?? remove.error} />
    </div>
  );
}

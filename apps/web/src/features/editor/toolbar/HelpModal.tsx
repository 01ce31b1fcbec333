import { Group, Kbd, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_TOOLS } from '../kinds/registry.ts';
import { SHORTCUTS, type ShortcutGroup } from '../model/shortcuts.ts';

const GROUPS: ShortcutGroup[] = ['tools', 'drawing', 'edit', 'view'];

function ShortcutRow({ label, keys }: { label: string; keys: readonly string[] }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm">{label}</Text>
      <Group gap={4} wrap="nowrap">
        {keys.map((k, i) => (
          <Fragment key={k}>
            {i > 0 && (
              <Text size="xs" c="dimmed">
                +
              </Text>
            )}
            <Kbd size="sm">{k}</Kbd>
          </Fragment>
        ))}
      </Group>
    </Group>
  );
}

/** Every keyboard shortcut of the editor, by group (the `?` key), the registered kinds' tools too. */
export function HelpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.help.title')} size="xl" centered>
      <SimpleGrid cols={2} spacing="xl" verticalSpacing="lg">
        {GROUPS.map((group) => (
          <Stack key={group} gap={8}>
            <Title order={5}>{t(`editor.help.groups.${group}`)}</Title>
            {SHORTCUTS.filter((s) => s.group === group).map((s) => (
              <ShortcutRow
                key={`${s.action}-${s.keys.join('+')}`}
                label={t(`editor.help.actions.${s.action}`)}
                keys={s.keys}
              />
            ))}
            {group === 'tools' &&
              KIND_TOOLS.map((tool) => (
                <ShortcutRow key={tool.id} label={t(tool.label)} keys={[tool.key.toUpperCase()]} />
              ))}
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="lg">
        {t('editor.help.lengths')}
      </Text>
    </Modal>
  );
}

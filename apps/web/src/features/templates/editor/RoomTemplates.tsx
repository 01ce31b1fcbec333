import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLayoutGrid, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanEditor } from '../../editor/model/plan-editor.ts';
import { FurnishModal } from './FurnishModal.tsx';
import { SaveTemplateModal } from './SaveTemplateModal.tsx';
import { useTemplateEditor } from './template-context.ts';

/** The room panel's template actions: save the room as a template, or furnish it from one. */
export function RoomTemplates({ editor, roomId }: { editor: PlanEditor; roomId: string }) {
  const { t } = useTranslation();
  const context = useTemplateEditor();
  const [open, setOpen] = useState<'save' | 'furnish' | null>(null);
  if (!context || editor.readOnly) return null;
  return (
    <Stack gap={6} data-testid="room-templates">
      <Text size="xs" c="dimmed">
        {t('templates.editor.title')}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLayoutGrid size={14} />}
          onClick={() => setOpen('furnish')}
        >
          {t('templates.editor.furnish')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconTemplate size={14} />}
          onClick={() => setOpen('save')}
        >
          {t('templates.editor.save')}
        </Button>
      </Group>
      {open === 'save' && (
        <SaveTemplateModal editor={editor} roomId={roomId} opened onClose={() => setOpen(null)} />
      )}
      {open === 'furnish' && (
        <FurnishModal editor={editor} roomId={roomId} opened onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}

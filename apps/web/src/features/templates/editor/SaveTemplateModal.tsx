import { Button, Checkbox, Modal, Radio, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TemplateStyle } from '@roomcraft/contract';
import { pointInPolygon, roomShape } from '@roomcraft/scene';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useUser } from '../../auth/session.tsx';
import type { PlanEditor } from '../../editor/model/plan-editor.ts';
import { useCreateTemplate } from '../api/templates.ts';
import { useTemplateEditor } from './template-context.ts';

/** "Save as template": the room (or the selected items in it) as a personal template or an enterprise request. */
export function SaveTemplateModal({
  editor,
  roomId,
  opened,
  onClose,
}: {
  editor: PlanEditor;
  roomId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const context = useTemplateEditor();
  const create = useCreateTemplate();
  const room = editor.floor.rooms.find((r) => r.archiId === roomId);
  const [name, setName] = useState(room?.name ?? '');
  const [style, setStyle] = useState<string>('MODERN');
  const [destination, setDestination] = useState<'personal' | 'enterprise'>('personal');
  const shape = roomShape(editor.floor, roomId);
  const selected = editor.selection
    .filter((ref) => ref.kind === 'item')
    .map((ref) => editor.floor.items.find((i) => i.archiId === ref.id))
    .filter((item) => item && shape && pointInPolygon(item.position, shape.outline))
    .map((item) => item!.archiId);
  const [onlySelected, setOnlySelected] = useState(selected.length > 0);
  if (!context) return null;
  const submit = async () => {
    await context.flush();
    create.mutate(
      {
        enterprise: destination === 'enterprise',
        body: {
          projectId: context.projectId,
          floorId: editor.floor.id,
          roomId,
          name: name.trim(),
          style: style as (typeof TemplateStyle)[number],
          ...(onlySelected && selected.length ? { itemIds: selected } : {}),
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('templates.editor.saved') });
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('templates.editor.saveTitle')}>
      <Stack gap="sm">
        <TextInput
          label={t('templates.editor.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          data-autofocus
        />
        <Select
          label={t('templates.editor.style')}
          data={TemplateStyle.map((s) => ({ value: s, label: t(`templates.styles.${s}`) }))}
          value={style}
          onChange={(s) => s && setStyle(s)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {user.enterpriseId && (
          <Radio.Group
            label={t('templates.editor.destination')}
            value={destination}
            onChange={(v) => setDestination(v as typeof destination)}
          >
            <Stack gap={4} mt={4}>
              <Radio value="personal" label={t('templates.editor.personal')} />
              <Radio value="enterprise" label={t('templates.editor.enterprise')} />
            </Stack>
          </Radio.Group>
        )}
        {selected.length > 0 && (
          <Checkbox
            checked={onlySelected}
            onChange={(e) => setOnlySelected(e.currentTarget.checked)}
            label={t('templates.editor.selection', { count: selected.length })}
          />
        )}
        <ErrorAlert error={create.error} />
        <Button onClick={() => void submit()} loading={create.isPending} disabled={!name.trim()}>
          {t('templates.editor.save')}
        </Button>
      </Stack>
    </Modal>
  );
}

import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { RoomTypeItem } from '@roomcraft/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormActions } from '../../../ui/FormActions.tsx';
import { parseRoomTypeLines } from './room-type-edits.ts';
import type { useRoomTypeChanges } from './use-room-type-admin.ts';

type Changes = ReturnType<typeof useRoomTypeChanges>;

/** New room types, one a line (one makes a single create, several one batch). */
export function AddRoomTypesModal({ changes, onClose }: { changes: Changes; onClose(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const types = parseRoomTypeLines(text);
  const close = () => {
    changes.create.reset();
    onClose();
  };
  return (
    <Modal opened onClose={close} title={t('enterprise.roomTypes.add')} radius="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (types.length > 0) changes.create.mutate(types, { onSuccess: close });
        }}
      >
        <Stack gap="md">
          <ErrorAlert error={changes.create.error} />
          <Textarea
            label={t('enterprise.roomTypes.names')}
            description={t('enterprise.roomTypes.namesHint')}
            placeholder={'Showroom | 쇼룸\nWine cellar | 와인 저장고'}
            autosize
            minRows={4}
            maxRows={12}
            data-autofocus
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <FormActions
            submitLabel={t('enterprise.roomTypes.create', { count: types.length })}
            loading={changes.create.isPending}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** A new English and Korean name for an own type. */
export function RenameRoomTypeModal({
  type,
  changes,
  onClose,
}: {
  type: RoomTypeItem;
  changes: Changes;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(type.name);
  const [nameKo, setNameKo] = useState(type.nameKo ?? '');
  const close = () => {
    changes.rename.reset();
    onClose();
  };
  const save = () =>
    changes.rename.mutate(
      { id: type.id, name: name.trim(), nameKo: nameKo.trim() || null },
      { onSuccess: close },
    );
  return (
    <Modal opened onClose={close} title={t('enterprise.roomTypes.rename')} radius="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          <ErrorAlert error={changes.rename.error} />
          <TextInput
            label={t('enterprise.roomTypes.name')}
            value={name}
            maxLength={60}
            data-autofocus
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label={t('enterprise.roomTypes.nameKo')}
            value={nameKo}
            maxLength={60}
            onChange={(e) => setNameKo(e.currentTarget.value)}
          />
          <FormActions submitLabel={t('common.save')} loading={changes.rename.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Removing an own type: retiring it (soft delete) keeps it on the rooms that use it; deleting it for
 * good turns those rooms to "no type". A retired type can only be deleted for good.
 */
export function RemoveRoomTypeModal({
  type,
  changes,
  onClose,
}: {
  type: RoomTypeItem;
  changes: Changes;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const close = () => {
    changes.retire.reset();
    changes.remove.reset();
    onClose();
  };
  return (
    <Modal
      opened
      onClose={close}
      title={t('enterprise.roomTypes.removeTitle', { name: type.name })}
      radius="lg"
    >
      <Stack gap="md">
        <ErrorAlert error={changes.retire.error ?? changes.remove.error} />
        {!type.deleted && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            <Text size="sm" fw={600}>
              {t('enterprise.roomTypes.retire')}
            </Text>
            <Text size="sm">{t('enterprise.roomTypes.retireExplain')}</Text>
          </Alert>
        )}
        <Text size="sm">
          <b>{t('enterprise.roomTypes.delete')}</b> — {t('enterprise.roomTypes.deleteExplain')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            variant="light"
            loading={changes.remove.isPending}
            onClick={() => changes.remove.mutate(type.id, { onSuccess: close })}
          >
            {t('enterprise.roomTypes.delete')}
          </Button>
          {!type.deleted && (
            <Button
              loading={changes.retire.isPending}
              onClick={() => changes.retire.mutate(type.id, { onSuccess: close })}
            >
              {t('enterprise.roomTypes.retire')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

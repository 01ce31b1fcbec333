import { Button, EmptyState, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import type { RoomTypeItem } from '@roomcraft/contract';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { NoAccess } from '../../../ui/NoAccess.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useUser } from '../../auth/session.tsx';
import { isManager } from '../roles.ts';
import { RoomTypeList } from './RoomTypeList.tsx';
import { AddRoomTypesModal, RemoveRoomTypeModal, RenameRoomTypeModal } from './RoomTypeModals.tsx';
import { moved } from './room-type-edits.ts';
import { type RoomTypeView, useRoomTypeChanges, useRoomTypeList } from './use-room-type-admin.ts';

/** `/team/room-types`: the enterprise's room types, for its managers and admins. */
export default function RoomTypesPage() {
  const user = useUser();
  if (!isManager(user) || !user.enterpriseId) return <NoAccess />;
  return <RoomTypesManager enterpriseId={user.enterpriseId} />;
}

function RoomTypesManager({ enterpriseId }: { enterpriseId: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<RoomTypeView>({ common: true, ordered: true, retired: false });
  const list = useRoomTypeList(enterpriseId, view);
  const changes = useRoomTypeChanges(enterpriseId);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<RoomTypeItem>();
  const [removing, setRemoving] = useState<RoomTypeItem>();
  // The order just dropped, shown until the saved list comes back.
  const [dropped, setDropped] = useState<RoomTypeItem[]>();
  // The saved order covers every type; it is changed only while all of them are in view.
  const canReorder = view.common && view.ordered && !changes.reorder.isPending;
  const toggle = (key: keyof RoomTypeView) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const checked = e.currentTarget.checked;
    setView((v) => ({ ...v, [key]: checked }));
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4} maw={620}>
            <Text fw={650}>{t('enterprise.roomTypes.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('enterprise.roomTypes.explain')}
            </Text>
          </Stack>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            {t('enterprise.roomTypes.add')}
          </Button>
        </Group>
        <Group gap="xl" mt="md">
          <Switch
            checked={view.common}
            onChange={toggle('common')}
            label={t('enterprise.roomTypes.showCommon')}
          />
          <Switch
            checked={view.ordered}
            onChange={toggle('ordered')}
            label={t('enterprise.roomTypes.useOrder')}
          />
          <Switch
            checked={view.retired}
            onChange={toggle('retired')}
            label={t('enterprise.roomTypes.showRetired')}
          />
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          {canReorder ? t('enterprise.roomTypes.reorderHint') : t('enterprise.roomTypes.reorderOff')}
        </Text>
      </Paper>
      <ErrorAlert error={changes.reorder.error} />
      <QueryState
        query={list}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            py={60}
            icon={<IconCategory size={28} />}
            variant="light"
            title={t('enterprise.roomTypes.empty')}
            description={t('enterprise.roomTypes.emptyHint')}
          />
        }
      >
        {(items) => (
          <RoomTypeList
            items={dropped ?? items}
            reorder={
              canReorder
                ? (from, to) => {
                    const next = moved(items, from, to);
                    setDropped(next);
                    changes.reorder.mutate(
                      next.map((type) => type.id),
                      { onSettled: () => setDropped(undefined) },
                    );
                  }
                : undefined
            }
            onRename={setRenaming}
            onRemove={setRemoving}
          />
        )}
      </QueryState>
      {adding && <AddRoomTypesModal changes={changes} onClose={() => setAdding(false)} />}
      {renaming && (
        <RenameRoomTypeModal type={renaming} changes={changes} onClose={() => setRenaming(undefined)} />
      )}
      {removing && (
        <RemoveRoomTypeModal type={removing} changes={changes} onClose={() => setRemoving(undefined)} />
      )}
    </Stack>
  );
}

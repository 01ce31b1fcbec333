import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before an action that cannot be undone (revoking a key, removing a webhook). */
export function ConfirmModal({
  title,
  body,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} radius="lg">
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

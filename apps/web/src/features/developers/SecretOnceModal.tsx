import { Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A key or secret the server shows this once: copy it now, it cannot be read again. */
export function SecretOnceModal({
  title,
  secret,
  onClose,
}: {
  title: string;
  secret: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} radius="lg" size="lg">
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('developers.secretOnce')}
        </Alert>
        <Code block data-testid="shown-secret" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t('developers.copied') : t('developers.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

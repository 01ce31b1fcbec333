import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Where the server serves the OpenAPI document and its swagger-ui console (http/openapi.ts). */
const DOCS_PATH = '/api/docs';

/**
 * The OpenAPI document with its try-it console: the server's own swagger-ui, embedded. A key pasted
 * into its Authorize dialog (x-api-key) calls the open API as the enterprise's shop would.
 */
export default function ApiDocsPanel() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between">
          <Text size="sm" c="dimmed" maw={640}>
            {t('developers.api.explain')}
          </Text>
          <Group gap="md">
            <Anchor href={`${DOCS_PATH}/json`} target="_blank" rel="noopener">
              {t('developers.api.document')}
            </Anchor>
            <Anchor href={DOCS_PATH} target="_blank" rel="noopener">
              <Group gap={4}>
                {t('developers.api.open')}
                <IconExternalLink size={14} />
              </Group>
            </Anchor>
          </Group>
        </Group>
      </Paper>
      <iframe
        title={t('developers.api.console')}
        src={DOCS_PATH}
        style={{
          width: '100%',
          height: '75vh',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 12,
        }}
      />
    </Stack>
  );
}

import { ActionIcon, Alert, Box, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { projectRoutes } from '@roomcraft/contract';
import { createEmptyDesign, type Design, DesignStore, loadDesign } from '@roomcraft/scene';
import { IconArrowBackUp, IconArrowForwardUp, IconChevronLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '../../../../api/client.ts';
import { QueryState } from '../../../../ui/QueryState.tsx';
import { DesignView3D } from '../DesignView3D.tsx';
import { type SaveStatus, useAutosave } from './use-autosave.ts';

function designOf(json: Record<string, unknown>): Design {
  if (Object.keys(json).length === 0) return createEmptyDesign();
  const checked = loadDesign(json);
  if (!checked.ok) throw new Error(checked.issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  return checked.design;
}

/**
 * The 3D view of a project on a page of its own (until the editor page mounts it beside the plan):
 * the design from `GET /v1/projects/:id/design`, saved back as it changes.
 */
export default function View3DPage() {
  const { projectId = '' } = useParams();
  const query = useQuery({
    queryKey: ['view3d', 'design', projectId],
    queryFn: () => callApi(projectRoutes.design, { params: { id: projectId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <QueryState query={query}>
      {(answer) => <Loaded projectId={projectId} version={answer.version} json={answer.design} />}
    </QueryState>
  );
}

function Loaded({
  projectId,
  version,
  json,
}: {
  projectId: string;
  version: number;
  json: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const store = useMemo(() => new DesignStore(designOf(json)), [json]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const status = useAutosave(projectId, store, version);
  return (
    <Box h="100vh" display="flex" style={{ flexDirection: 'column' }}>
      <Group
        px="sm"
        py={6}
        justify="space-between"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="xs">
          <Button
            component={Link}
            to="/"
            variant="subtle"
            size="xs"
            leftSection={<IconChevronLeft size={14} />}
          >
            {t('view3d.page.back')}
          </Button>
          <Title order={4}>{t('view3d.page.title')}</Title>
        </Group>
        <Group gap="xs">
          <SaveState status={status} />
          <Tooltip label={t('view3d.page.undo')}>
            <ActionIcon
              variant="default"
              aria-label={t('view3d.page.undo')}
              disabled={!snapshot.canUndo}
              onClick={() => store.undo()}
            >
              <IconArrowBackUp size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('view3d.page.redo')}>
            <ActionIcon
              variant="default"
              aria-label={t('view3d.page.redo')}
              disabled={!snapshot.canRedo}
              onClick={() => store.redo()}
            >
              <IconArrowForwardUp size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {status === 'conflict' && (
        <Alert color="orange" py={6}>
          {t('view3d.page.conflict')}
        </Alert>
      )}
      <Box flex={1} mih={0}>
        <DesignView3D store={store} pictureName={`project-${projectId}`} />
      </Box>
    </Box>
  );
}

function SaveState({ status }: { status: SaveStatus }) {
  const { t } = useTranslation();
  const text = {
    saved: t('view3d.page.saved'),
    saving: t('view3d.page.saving'),
    failed: t('view3d.page.saveFailed'),
    conflict: '',
  }[status];
  return (
    <Text size="xs" c={status === 'failed' ? 'red' : 'dimmed'} role="status" data-testid="save-status">
      {text}
    </Text>
  );
}

import { Button, Center, EmptyState, Loader, Stack, Text } from '@mantine/core';
import { projectRoutes } from '@roomcraft/contract';
import { IconArrowLeft, IconCloudOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '../../api/client.ts';
import { useErrorText } from '../../ui/error-text.ts';
import { fetchProjectDesign } from '../projects/model/project-design.ts';
import { canManage } from '../projects/model/roles.ts';
import { PROJECTS_PATH } from '../projects/workspace/paths.ts';
import { EditorWorkspace } from './EditorWorkspace.tsx';

/** `/editor/:projectId`: loads the project (and what the caller may do with it) and its design. */
export default function EditorPage() {
  const { projectId = '' } = useParams();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const detail = useQuery({
    queryKey: ['projects', projectId, 'detail'],
    queryFn: () => callApi(projectRoutes.detail, { params: { id: projectId } }),
  });
  const design = useQuery({
    queryKey: ['projects', projectId, 'design'],
    queryFn: () => fetchProjectDesign(projectId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  if (detail.isPending || design.isPending) {
    return (
      <Center h="100vh" role="status" aria-label={t('editor.loading')}>
        <Stack align="center" gap="sm">
          <Loader />
          <Text size="sm" c="dimmed">
            {t('editor.loading')}
          </Text>
        </Stack>
      </Center>
    );
  }
  const failure = detail.error ?? design.error;
  const editable = design.data;
  if (failure || !detail.data || !editable || 'error' in editable) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <EmptyState
            icon={<IconCloudOff size={28} />}
            variant="light"
            color="red"
            title={failure ? t('editor.loadFailed') : t('editor.invalidDesign')}
            description={failure ? errorText(failure) : editable && 'error' in editable ? editable.error : ''}
          >
            <EmptyState.Actions>
              <Button
                component={Link}
                to={PROJECTS_PATH}
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
              >
                {t('editor.back')}
              </Button>
              {failure && (
                <Button onClick={() => void Promise.all([detail.refetch(), design.refetch()])}>
                  {t('common.retry')}
                </Button>
              )}
            </EmptyState.Actions>
          </EmptyState>
        </Stack>
      </Center>
    );
  }
  return (
    <EditorWorkspace
      key={projectId}
      project={detail.data.project}
      readOnly={detail.data.access.role === 'VIEW'}
      canShare={canManage(detail.data.access.role)}
      initial={editable}
    />
  );
}

import { Alert, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Project } from '@roomcraft/contract';
import { IconAlertCircle, IconPhotoUp } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { setCover, settleProject } from '../api/projects.ts';
import {
  COVER_TYPES,
  type CoverProblem,
  coverProblem,
  formatBytes,
  MAX_COVER_BYTES,
} from '../model/cover-file.ts';
import { CoverArt } from '../parts/CoverArt.tsx';
import classes from './CoverModal.module.css';

/** A picked file and the address of its preview, released when another is picked or the dialog closes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Sets a project's cover: pick or drop an image, see it, send it; the server checks it again. */
export function CoverModal({ project, onClose }: { project: Project | null; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<CoverProblem | null>(null);
  const [over, setOver] = useState(false);
  const preview = usePreview(problem ? null : file);
  const upload = useMutation({
    mutationFn: (picked: File) => setCover(project!.id, picked),
    onSuccess: async (changed) => {
      notifications.show({ color: 'green', message: t('projects.cover.saved') });
      close();
      await settleProject(queryClient, changed);
    },
  });
  const pick = (picked: File | null) => {
    upload.reset();
    setFile(picked);
    setProblem(picked ? coverProblem(picked) : null);
  };
  const close = () => {
    pick(null);
    onClose();
  };
  return (
    <Modal opened={project !== null} onClose={close} title={t('projects.cover.title')} radius="lg" size="lg">
      <Stack gap="md">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a shortcut for the "Choose image" button */}
        <div
          className={classes.drop}
          data-over={over || undefined}
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes('Files')) return;
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(false);
            pick(event.dataTransfer.files[0] ?? null);
          }}
        >
          <div className={classes.preview}>
            {preview ? (
              <img src={preview} alt={t('projects.cover.preview')} className={classes.image} />
            ) : project ? (
              <CoverArt project={project} full />
            ) : null}
          </div>
          <Group justify="space-between" p="md" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate="end">
                {file ? file.name : t('projects.cover.dropHere')}
              </Text>
              <Text size="xs" c="dimmed">
                {file
                  ? formatBytes(file.size, i18n.language)
                  : t('projects.cover.rules', { size: formatBytes(MAX_COVER_BYTES, i18n.language) })}
              </Text>
            </div>
            <FileButton onChange={pick} accept={COVER_TYPES.join(',')}>
              {(props) => (
                <Button variant="default" leftSection={<IconPhotoUp size={16} />} {...props}>
                  {t('projects.cover.choose')}
                </Button>
              )}
            </FileButton>
          </Group>
        </div>
        {problem && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t(`projects.cover.problem.${problem}`, { size: formatBytes(MAX_COVER_BYTES, i18n.language) })}
          </Alert>
        )}
        <ErrorAlert error={upload.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!file || problem !== null}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            {t('projects.cover.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import type { Project } from '@roomcraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useFormMutation } from '../../../ui/use-form-mutation.ts';
import { useUser } from '../../auth/session.tsx';
import { settleProject, updateProject, useCreateProject } from '../api/projects.ts';
import { editorPath } from '../workspace/paths.ts';

/** Names a new project (in the open folder) and opens it in the editor. */
export function CreateProjectModal({
  opened,
  folder,
  onClose,
}: {
  opened: boolean;
  /** The open folder, where the project is filed. */
  folder: { id: string; type: 'PERSONAL' | 'ENTERPRISE' | 'PUBLIC'; name: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { name: '', description: '' },
    validate: { name: isNotEmpty(t('validation.required')) },
  });
  const create = useCreateProject(user.id);
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('projects.create.title')} radius="lg">
      <form
        noValidate
        onSubmit={form.onSubmit(({ name, description }) =>
          create.mutate(
            {
              name: name.trim(),
              description: description.trim() || undefined,
              directoryId: folder && folder.type !== 'ENTERPRISE' ? folder.id : undefined,
              teamDirectoryId: folder?.type === 'ENTERPRISE' ? folder.id : undefined,
            },
            {
              onSuccess: ({ project }) => {
                close();
                navigate(editorPath(project.id));
              },
              onError: () => undefined,
            },
          ),
        )}
      >
        <Stack gap="md">
          <ErrorAlert error={create.error} />
          <TextInput
            label={t('projects.fields.name')}
            placeholder={t('projects.create.namePlaceholder')}
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('projects.fields.description')}
            placeholder={t('projects.create.descriptionPlaceholder')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          {folder && (
            <TextInput label={t('projects.create.folder')} value={folder.name} readOnly variant="filled" />
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('projects.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Renames a project and edits its description. */
export function RenameProjectModal({ project, onClose }: { project: Project | null; onClose(): void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { name: '', description: '' },
    validate: { name: isNotEmpty(t('validation.required')) },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once per opened project
  useEffect(() => {
    if (project) form.setValues({ name: project.name, description: project.description });
  }, [project?.id]);
  const save = useFormMutation(form, {
    mutationFn: (values: { name: string; description: string }) =>
      updateProject(project!.id, { name: values.name.trim(), description: values.description.trim() }),
    onSuccess: async (changed) => {
      onClose();
      await settleProject(queryClient, changed);
    },
  });
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Modal opened={project !== null} onClose={close} title={t('projects.rename.title')} radius="lg">
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <ErrorAlert error={save.error} />
          <TextInput
            label={t('projects.fields.name')}
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Textarea
            label={t('projects.fields.description')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={2000}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

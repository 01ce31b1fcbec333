import { Button, Card, EmptyState, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Image } from '@roomcraft/contract';
import { IconArrowLeft, IconLibraryPhoto, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useProject } from '../api.ts';
import { bundlesPath } from '../paths.ts';
import { useBundle, useDeleteBundle, useSaveBundle } from './api.ts';
import { BundleDetailsForm } from './BundleDetailsForm.tsx';
import { type BundleDraft, bodyOf, cardsOfImages, draftOf, moveItem } from './bundle-draft.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { PublishPanel } from './PublishPanel.tsx';
import { SortableCards } from './SortableCards.tsx';

/** One bundle: its words, its kind, its cards in order (dragged into place), and publishing it. */
export default function BundleEditorPage() {
  const { t } = useTranslation();
  const { projectId, bundleId } = useParams() as { projectId: string; bundleId: string };
  const project = useProject(projectId);
  const bundle = useBundle(bundleId);
  const canEdit = project.data ? project.data.access.role !== 'VIEW' : false;
  return (
    <>
      <Button
        component={Link}
        to={bundlesPath(projectId)}
        variant="subtle"
        size="xs"
        leftSection={<IconArrowLeft size={14} />}
        mb="xs"
        px={4}
      >
        {t('renders.bundles.backToBundles')}
      </Button>
      <QueryState query={bundle}>
        {(saved) => (
          <BundleEditor
            // A fresh draft for each saved version: saving replaces the cards' keys.
            key={saved.updatedAt}
            projectId={projectId}
            bundle={saved}
            editable={canEdit}
          />
        )}
      </QueryState>
    </>
  );
}

type SavedBundle = NonNullable<ReturnType<typeof useBundle>['data']>;

function BundleEditor({
  projectId,
  bundle,
  editable,
}: {
  projectId: string;
  bundle: SavedBundle;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<BundleDraft>(() => draftOf(bundle));
  const [adding, setAdding] = useState(false);
  const [picked, setPicked] = useState<Image[]>([]);
  const save = useSaveBundle(bundle.id, projectId);
  const remove = useDeleteBundle(projectId);
  const dirty = JSON.stringify(bodyOf(draft)) !== JSON.stringify(bodyOf(draftOf(bundle)));
  const change = (patch: Partial<BundleDraft>) => setDraft((d) => ({ ...d, ...patch }));

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = (next: BundleDraft) =>
    save.mutate(next, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('renders.bundles.saved') }),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <BundleDetailsForm draft={draft} editable={editable} onChange={change} />
        {editable && (
          <Group gap="sm">
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={() => remove.mutate(bundle.id, { onSuccess: () => navigate(bundlesPath(projectId)) })}
            >
              {t('renders.bundles.delete')}
            </Button>
            <Button
              onClick={() => submit(draft)}
              disabled={!dirty || !draft.name.trim()}
              loading={save.isPending}
            >
              {t('renders.bundles.save')}
            </Button>
          </Group>
        )}
      </Group>
      <ErrorAlert error={save.error ?? remove.error} />
      <PublishPanel
        bundleId={bundle.id}
        published={bundle.public}
        editable={editable}
        busy={save.isPending}
        onPublish={(value) => submit({ ...draft, public: value })}
      />
      <Card>
        <Group justify="space-between" mb="md">
          <Text fw={650}>{t('renders.bundles.cards', { count: draft.cards.length })}</Text>
          {editable && (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPhotoPlus size={16} />}
              onClick={() => setAdding(true)}
            >
              {t('renders.bundles.addPictures')}
            </Button>
          )}
        </Group>
        {draft.cards.length === 0 ? (
          <EmptyState py={32} icon={<IconLibraryPhoto size={24} />} title={t('renders.bundles.noCards')} />
        ) : (
          <SortableCards
            cards={draft.cards}
            editable={editable}
            onMove={(from, to) => change({ cards: moveItem(draft.cards, from, to) })}
            onRemove={(index) => change({ cards: draft.cards.filter((_, i) => i !== index) })}
          />
        )}
      </Card>
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        size={820}
        title={t('renders.bundles.addPictures')}
      >
        <Stack>
          <ImagePicker
            projectId={projectId}
            picked={picked}
            onPick={setPicked}
            exclude={draft.cards.map((c) => c.image.id)}
          />
          <Group justify="flex-end">
            <Button
              disabled={picked.length === 0}
              onClick={() => {
                change({ cards: [...draft.cards, ...cardsOfImages(picked)] });
                setPicked([]);
                setAdding(false);
              }}
            >
              {t('renders.bundles.addCount', { count: picked.length })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Image } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { bundlePath } from '../paths.ts';
import { useCreateBundle } from './api.ts';
import { bundleTypeOfImages, cardsOfImages } from './bundle-draft.ts';
import { ImagePicker } from './ImagePicker.tsx';

/** A new bundle: a name and the gallery's pictures in the order they are picked; then the editor opens. */
export function CreateBundleModal({
  projectId,
  opened,
  onClose,
}: {
  projectId: string;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateBundle(projectId);
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<Image[]>([]);
  const submit = () =>
    create.mutate(
      {
        name,
        description: '',
        type: bundleTypeOfImages(picked.map((i) => i.type)),
        public: false,
        cards: cardsOfImages(picked),
      },
      { onSuccess: (bundle) => navigate(bundlePath(projectId, bundle.id)) },
    );
  return (
    <Modal opened={opened} onClose={onClose} size={820} title={t('renders.bundles.new')}>
      <Stack>
        <TextInput
          label={t('renders.bundles.name')}
          placeholder={t('renders.bundles.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={120}
          required
          data-autofocus
        />
        <ImagePicker projectId={projectId} picked={picked} onPick={setPicked} />
        {create.error && <ErrorAlert error={create.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={!name.trim()} loading={create.isPending}>
            {t('renders.bundles.create', { count: picked.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

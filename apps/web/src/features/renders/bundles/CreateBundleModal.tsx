import { Modal, Stack, TextInput } from '@mantine/core';
import type { Image } from '@roomcraft/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormActions } from '../../../ui/FormActions.tsx';
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
  };
  return (
    <Modal opened={opened} onClose={onClose} size={820} title={t('renders.bundles.new')}>
      <Stack component="form" onSubmit={submit}>
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
        <FormActions
          submitLabel={t('renders.bundles.create', { count: picked.length })}
          loading={create.isPending}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}

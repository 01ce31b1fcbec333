import {
  Alert,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../ui/error-text.ts';
import { FormActions } from '../../../ui/FormActions.tsx';
import { useUser } from '../../auth/session.tsx';
import { ownerOf } from '../../editor/view3d/catalogue/use-catalogue.ts';
import type { LibraryScopeChoice } from '../model/library-filters.ts';
import { productPath } from '../paths.ts';
import { useUpload } from './use-upload.ts';

interface Values {
  kind: 'model' | 'texture';
  scope: LibraryScopeChoice;
  name: string;
  koreanName: string;
  modelFiles: File[];
  albedo: File | null;
  normal: File | null;
  roughness: File | null;
  tileWidthMm: number | string;
  tileHeightMm: number | string;
}

const MODEL_ACCEPT = '.glb,.gltf,.bin,image/png,image/jpeg,image/webp,model/gltf-binary,model/gltf+json';
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

/** Adds a product from a 3D model (GLB, or glTF with its files) or a texture with its real tile size. */
export function UploadModal({
  opened,
  onClose,
  scopes,
  defaultScope,
}: {
  opened: boolean;
  onClose(): void;
  scopes: LibraryScopeChoice[];
  defaultScope: LibraryScopeChoice;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { upload, progress, error, busy } = useUpload();
  const form = useForm<Values>({
    initialValues: {
      kind: 'model',
      scope: defaultScope,
      name: '',
      koreanName: '',
      modelFiles: [],
      albedo: null,
      normal: null,
      roughness: null,
      tileWidthMm: 600,
      tileHeightMm: 600,
    },
    validate: {
      name: (value) => (value.trim() ? null : t('library.upload.nameRequired')),
      modelFiles: (files, values) =>
        values.kind === 'model' && files.length === 0 ? t('library.upload.modelRequired') : null,
      albedo: (file, values) =>
        values.kind === 'texture' && !file ? t('library.upload.albedoRequired') : null,
      tileWidthMm: (value, values) =>
        values.kind === 'texture' && !(Number(value) > 0) ? t('library.upload.tileRequired') : null,
      tileHeightMm: (value, values) =>
        values.kind === 'texture' && !(Number(value) > 0) ? t('library.upload.tileRequired') : null,
    },
  });
  const { values } = form;

  const submit = form.onSubmit(async (v) => {
    const koreanName = v.koreanName.trim();
    const productId = await upload(
      {
        libType: v.scope,
        ownerId: ownerOf(v.scope, user)!,
        type: v.kind === 'model' ? 'FURNITURE' : 'FINISH',
        name: v.name.trim(),
        translatedNames: koreanName ? [{ code: 'ko', value: koreanName }] : [],
      },
      v.kind === 'model'
        ? { kind: 'model', files: v.modelFiles }
        : {
            kind: 'texture',
            maps: (['albedo', 'normal', 'roughness'] as const).flatMap((field) => {
              const file = v[field];
              return file ? [{ field, file }] : [];
            }),
            tile: { widthMm: Number(v.tileWidthMm), heightMm: Number(v.tileHeightMm) },
          },
    );
    if (productId) {
      form.reset();
      onClose();
      navigate(productPath(productId));
    }
  });

  return (
    <Modal opened={opened} onClose={busy ? () => {} : onClose} title={t('library.upload.title')} size="lg">
      <form onSubmit={submit}>
        <Stack>
          <SegmentedControl
            aria-label={t('library.upload.kindLabel')}
            {...form.getInputProps('kind')}
            data={[
              { value: 'model', label: t('library.upload.kindModel') },
              { value: 'texture', label: t('library.upload.kindTexture') },
            ]}
          />
          <Select
            label={t('library.upload.library')}
            allowDeselect={false}
            data={scopes.map((scope) => ({ value: scope, label: t(`library.scopes.${scope}`) }))}
            {...form.getInputProps('scope')}
          />
          <Group grow>
            <TextInput label={t('library.fields.name')} required {...form.getInputProps('name')} />
            <TextInput label={t('library.fields.koreanName')} {...form.getInputProps('koreanName')} />
          </Group>
          {values.kind === 'model' ? (
            <FileInput
              label={t('library.upload.modelFiles')}
              description={t('library.upload.modelHint')}
              multiple
              clearable
              accept={MODEL_ACCEPT}
              leftSection={<IconUpload size={16} />}
              data-testid="model-files"
              {...form.getInputProps('modelFiles')}
            />
          ) : (
            <>
              <FileInput
                label={t('library.upload.albedo')}
                description={t('library.upload.textureHint')}
                accept={IMAGE_ACCEPT}
                clearable
                {...form.getInputProps('albedo')}
              />
              <Group grow>
                <FileInput
                  label={t('library.upload.normal')}
                  accept={IMAGE_ACCEPT}
                  clearable
                  {...form.getInputProps('normal')}
                />
                <FileInput
                  label={t('library.upload.roughness')}
                  accept={IMAGE_ACCEPT}
                  clearable
                  {...form.getInputProps('roughness')}
                />
              </Group>
              <Group grow>
                <NumberInput
                  label={t('library.upload.tileWidth')}
                  suffix=" mm"
                  min={1}
                  max={100000}
                  {...form.getInputProps('tileWidthMm')}
                />
                <NumberInput
                  label={t('library.upload.tileHeight')}
                  suffix=" mm"
                  min={1}
                  max={100000}
                  {...form.getInputProps('tileHeightMm')}
                />
              </Group>
            </>
          )}
          {progress !== null && (
            <Stack gap={4}>
              <Text size="sm">{t('library.upload.sending', { percent: Math.round(progress * 100) })}</Text>
              <Progress value={progress * 100} animated aria-label={t('library.upload.progress')} />
            </Stack>
          )}
          {error !== null && (
            <Alert color="red" title={t('library.upload.failed')}>
              {errorText(error)}
            </Alert>
          )}
          <FormActions
            submitLabel={t('library.upload.submit')}
            loading={busy}
            // An upload under way is not abandoned half-sent: the dialog stays until it ends.
            onCancel={busy ? () => {} : onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}

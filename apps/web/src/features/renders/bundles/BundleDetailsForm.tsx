import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { ImageBundleType } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import type { BundleDraft } from './bundle-draft.ts';

/** The bundle's title, description and kind. */
export function BundleDetailsForm({
  draft,
  editable,
  onChange,
}: {
  draft: BundleDraft;
  editable: boolean;
  onChange(patch: Partial<BundleDraft>): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" style={{ flex: 1, maxWidth: 640 }}>
      <TextInput
        label={t('renders.bundles.name')}
        value={draft.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={draft.name.trim() ? undefined : t('renders.bundles.nameNeeded')}
        maxLength={120}
        readOnly={!editable}
      />
      <Textarea
        label={t('renders.bundles.descriptionLabel')}
        placeholder={t('renders.bundles.descriptionPlaceholder')}
        value={draft.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={2000}
        readOnly={!editable}
      />
      <Select
        label={t('renders.bundles.type')}
        w={240}
        value={draft.type}
        allowDeselect={false}
        readOnly={!editable}
        onChange={(type) => type && onChange({ type: type as BundleDraft['type'] })}
        data={ImageBundleType.map((type) => ({ value: type, label: t(`renders.bundles.types.${type}`) }))}
      />
    </Stack>
  );
}

import { Group, SegmentedControl, Select } from '@mantine/core';
import { ImageCharacteristic } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { RENDER_TYPES } from '../model/render-types.ts';
import type { GalleryFilter, StatusFilter } from './gallery-entries.ts';

const STATUSES: StatusFilter[] = ['all', 'done', 'active', 'failed'];

/** Filters of the gallery: the kind of render, the products it shows, and where it stands. */
export function GalleryFilters({
  value,
  onChange,
}: {
  value: GalleryFilter;
  onChange(next: GalleryFilter): void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" mb="md" wrap="wrap">
      <Select
        aria-label={t('renders.gallery.typeFilter')}
        w={200}
        value={value.type ?? 'ALL'}
        allowDeselect={false}
        onChange={(type) =>
          onChange({ ...value, type: type && type !== 'ALL' ? (type as GalleryFilter['type']) : null })
        }
        data={[
          { value: 'ALL', label: t('renders.gallery.allTypes') },
          ...RENDER_TYPES.map((r) => ({ value: r.imageType, label: t(`renders.types.${r.key}.label`) })),
        ]}
      />
      <Select
        aria-label={t('renders.gallery.characteristicFilter')}
        w={220}
        value={value.characteristic ?? 'ALL'}
        allowDeselect={false}
        onChange={(characteristic) =>
          onChange({
            ...value,
            characteristic:
              characteristic && characteristic !== 'ALL'
                ? (characteristic as GalleryFilter['characteristic'])
                : null,
          })
        }
        data={[
          { value: 'ALL', label: t('renders.gallery.characteristic.ALL') },
          ...ImageCharacteristic.map((c) => ({ value: c, label: t(`renders.gallery.characteristic.${c}`) })),
        ]}
      />
      <SegmentedControl
        aria-label={t('renders.gallery.statusFilter')}
        value={value.status}
        onChange={(status) => onChange({ ...value, status: status as StatusFilter })}
        data={STATUSES.map((s) => ({ value: s, label: t(`renders.gallery.status.${s}`) }))}
      />
    </Group>
  );
}

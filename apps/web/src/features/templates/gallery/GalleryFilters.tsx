import { Group, MultiSelect, RangeSlider, Select, Stack, Text, TextInput } from '@mantine/core';
import { RoomType, TemplateStyle } from '@roomcraft/contract';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMaxRoomSize } from '../api/templates.ts';
import { roomTypeName } from '../labels.ts';

export interface GalleryFilterState {
  name: string;
  styles: string[];
  roomType: string | null;
  size: [number, number] | null;
  sortBy: 'updatedDesc' | 'createdDesc' | 'nameAsc';
}

export const NO_FILTERS: GalleryFilterState = {
  name: '',
  styles: [],
  roomType: null,
  size: null,
  sortBy: 'updatedDesc',
};

/** The gallery's filters as the API's query. */
export function galleryQuery(f: GalleryFilterState) {
  return {
    ...(f.name.trim() ? { name: f.name.trim() } : {}),
    ...(f.styles.length ? { styles: f.styles.join(',') } : {}),
    ...(f.roomType ? { roomTypes: f.roomType } : {}),
    ...(f.size ? { roomSizeLowerBound: f.size[0], roomSizeUpperBound: f.size[1] } : {}),
    sortBy: f.sortBy,
  };
}

/** Name, styles, room type, room size and sort of the template gallery. */
export function GalleryFilters({
  value,
  onChange,
}: {
  value: GalleryFilterState;
  onChange: (next: GalleryFilterState) => void;
}) {
  const { t, i18n } = useTranslation();
  const max = useMaxRoomSize(value.roomType ?? undefined);
  const top = Math.max(1, Math.ceil(max.data ?? 0));
  const set = (patch: Partial<GalleryFilterState>) => onChange({ ...value, ...patch });
  return (
    <Group align="flex-end" gap="md" mb="md" wrap="wrap">
      <TextInput
        label={t('templates.filters.name')}
        leftSection={<IconSearch size={14} />}
        value={value.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        w={200}
      />
      <MultiSelect
        label={t('templates.filters.styles')}
        data={TemplateStyle.map((s) => ({ value: s, label: t(`templates.styles.${s}`) }))}
        value={value.styles}
        onChange={(styles) => set({ styles })}
        clearable
        w={240}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('templates.filters.roomType')}
        placeholder={t('templates.filters.anyRoom')}
        data={RoomType.filter((r) => r !== 'NONE').map((r) => ({
          value: r,
          label: roomTypeName(r, i18n.language === 'ko'),
        }))}
        value={value.roomType}
        onChange={(roomType) => set({ roomType, size: null })}
        clearable
        searchable
        w={180}
        comboboxProps={{ withinPortal: true }}
      />
      <Stack gap={4} w={220}>
        <Text size="sm" fw={500}>
          {t('templates.filters.size')}
          {value.size ? `: ${value.size[0]}–${value.size[1]}` : ''}
        </Text>
        <RangeSlider
          min={0}
          max={top}
          step={1}
          minRange={1}
          value={value.size ?? [0, top]}
          onChangeEnd={(size) => set({ size: size[0] === 0 && size[1] === top ? null : size })}
          label={(v) => `${v} m²`}
          aria-label={t('templates.filters.size')}
        />
      </Stack>
      <Select
        label={t('templates.filters.sort')}
        data={(['updatedDesc', 'createdDesc', 'nameAsc'] as const).map((s) => ({
          value: s,
          label: t(`templates.sort.${s}`),
        }))}
        value={value.sortBy}
        onChange={(s) => s && set({ sortBy: s as GalleryFilterState['sortBy'] })}
        allowDeselect={false}
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}

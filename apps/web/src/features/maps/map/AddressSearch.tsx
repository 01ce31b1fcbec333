import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../ui/error-text.ts';
import { useAddressSuggestions } from '../api/maps.ts';

/**
 * The address box: as one types, complexes on the map (open their page) and places from the local
 * search (move the map there) are suggested.
 */
export function AddressSearch({
  onComplex,
  onPlace,
}: {
  onComplex(id: string): void;
  onPlace(point: { lat: number; lng: number }): void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text, 250);
  const suggestions = useAddressSuggestions(typed);
  const combobox = useCombobox();
  const complexes = suggestions.data?.complexes ?? [];
  const places = suggestions.data?.places ?? [];
  const pick = (value: string) => {
    combobox.closeDropdown();
    const [kind, ...rest] = value.split(':');
    if (kind === 'complex') onComplex(rest.join(':'));
    else {
      const place = places[Number(rest[0])]!;
      onPlace({ lat: place.lat, lng: place.lng });
    }
  };
  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          placeholder={t('maps.search.placeholder')}
          aria-label={t('maps.search.label')}
          leftSection={<IconSearch size={16} />}
          rightSection={suggestions.isFetching ? <Loader size={14} /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={typed.trim().length < 2}>
        <Combobox.Options>
          {suggestions.isError && <Combobox.Empty>{errorText(suggestions.error)}</Combobox.Empty>}
          {suggestions.isSuccess && complexes.length + places.length === 0 && (
            <Combobox.Empty>{t('maps.search.none')}</Combobox.Empty>
          )}
          {complexes.length > 0 && (
            <Combobox.Group label={t('maps.search.complexes')}>
              {complexes.map((c) => (
                <Combobox.Option key={c.id} value={`complex:${c.id}`}>
                  <Group gap={8} wrap="nowrap">
                    <IconBuildingCommunity size={16} />
                    <div>
                      <Text size="sm">{c.name}</Text>
                      <Text size="xs" c="dimmed">
                        {c.roadAddress}
                      </Text>
                    </div>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
          {places.length > 0 && (
            <Combobox.Group label={t('maps.search.places')}>
              {places.map((p, i) => (
                <Combobox.Option key={`${p.name}-${p.lat}-${p.lng}`} value={`place:${i}`}>
                  <Group gap={8} wrap="nowrap">
                    <IconMapPin size={16} />
                    <div>
                      <Text size="sm">{p.name}</Text>
                      <Text size="xs" c="dimmed">
                        {p.roadAddress || p.address}
                      </Text>
                    </div>
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Group>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UserSummary } from '@roomcraft/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from '../api/sharing.ts';

/**
 * Finds a person by e-mail: colleagues by any part of their address, anyone else by the whole
 * address (the server's rule). People who cannot be picked are listed with the reason.
 */
export function PeoplePicker({
  chosen,
  onChoose,
  unavailable,
}: {
  chosen: UserSummary | null;
  onChoose(user: UserSummary | null): void;
  /** Why someone cannot be picked (the owner, people who have access already), by user id. */
  unavailable: Map<string, string>;
}) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const search = useUserSearch(chosen ? '' : debounced);
  const users = search.data ?? [];
  const searching = debounced.trim().length >= 2;

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(id) => {
        const user = users.find((u) => u.id === id);
        if (!user) return;
        onChoose(user);
        setText(user.email);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          style={{ flex: 1 }}
          label={t('projects.share.findPeople')}
          placeholder={t('projects.share.emailPlaceholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={search.isFetching ? <Loader size={14} /> : null}
          value={text}
          data-autofocus
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (chosen) onChoose(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!searching || chosen !== null}>
        <Combobox.Options>
          {search.isError ? (
            <Combobox.Empty>{t('projects.share.searchFailed')}</Combobox.Empty>
          ) : users.length === 0 ? (
            <Combobox.Empty>
              {search.isFetching ? t('common.loading') : t('projects.share.nobody')}
            </Combobox.Empty>
          ) : (
            users.map((user) => {
              const reason = unavailable.get(user.id);
              return (
                <Combobox.Option value={user.id} key={user.id} disabled={reason !== undefined}>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar name={user.nickname} color="initials" size={30} radius="xl" />
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={500} truncate="end">
                        {user.nickname}
                      </Text>
                      <Text size="xs" c="dimmed" truncate="end">
                        {reason ? `${user.email} · ${reason}` : user.email}
                      </Text>
                    </div>
                  </Group>
                </Combobox.Option>
              );
            })
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

import { Box, Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage, LANGUAGES } from '../i18n/index.ts';

/** Picks the interface language; the choice is remembered in this browser. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = LANGUAGES.find((l) => l.code === language)?.label;
  return (
    <Menu position="bottom-end" shadow="md" width={160}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('common.language')}
        >
          <Box component="span" visibleFrom="sm">
            {label}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.code}
            lang={l.code}
            onClick={() => chooseLanguage(l.code)}
            rightSection={l.code === language ? <IconCheck size={14} /> : null}
          >
            {l.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

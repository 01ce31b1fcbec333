import { Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AuthFrame.module.css';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { RoomIllustration } from './RoomIllustration.tsx';

/** The frame of the signed-out screens: the form on the left, the product's picture on the right. */
export function AuthFrame({ children, badge }: { children: ReactNode; badge?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <div className={classes.formSide}>
        <Group justify="space-between">
          <Group gap="sm">
            <Logo />
            {badge}
          </Group>
          <LanguageSwitch />
        </Group>
        <div className={classes.formBody}>
          <div className={classes.form}>{children}</div>
        </div>
        <Text size="xs" c="dimmed">
          © Roomcraft
        </Text>
      </div>
      <aside className={classes.art}>
        <div className={classes.grid} />
        <Stack gap="md" className={classes.artContent} maw={520}>
          <Title order={2} fz={30} lh={1.25}>
            {t('auth.art.title')}
          </Title>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" color="white" c="brand.7">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            <List.Item>{t('auth.art.plan')}</List.Item>
            <List.Item>{t('auth.art.furnish')}</List.Item>
            <List.Item>{t('auth.art.render')}</List.Item>
          </List>
        </Stack>
        <div className={classes.artContent}>
          <RoomIllustration />
        </div>
      </aside>
    </div>
  );
}

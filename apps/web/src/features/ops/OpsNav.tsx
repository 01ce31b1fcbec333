import { Box, Group } from '@mantine/core';
import { IconBooks, IconBuildingSkyscraper, IconCube, IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { OPS_ORDERS_PATH } from '../orders/paths.ts';
import classes from '../shell/Shell.module.css';
import { OPS_TEMPLATES_PATH } from '../templates/paths.ts';
import { OPS_PATH, OPS_PUBLIC_LIBRARY_PATH } from './paths.ts';

const ITEMS = [
  { to: OPS_PATH, label: 'ops.enterprises.title', icon: IconBuildingSkyscraper },
  { to: OPS_PUBLIC_LIBRARY_PATH, label: 'ops.publicLibrary.title', icon: IconBooks },
  { to: OPS_TEMPLATES_PATH, label: 'templates.review.opsTitle', icon: IconLayoutGrid },
  { to: OPS_ORDERS_PATH, label: 'orders.ops.title', icon: IconCube },
] as const;

/** The back office's screens, in its header. */
export function OpsNav() {
  const { t } = useTranslation();
  return (
    <Group component="nav" gap={4} wrap="nowrap" aria-label={t('ops.nav')}>
      {ITEMS.map(({ to, label, icon: Icon }) => (
        <NavLink key={to} to={to} end className={classes.link} title={t(label)}>
          <Icon size={18} stroke={1.7} />
          {/* Narrow screens keep the icons; the title names them. */}
          <Box component="span" visibleFrom="sm">
            {t(label)}
          </Box>
        </NavLink>
      ))}
    </Group>
  );
}

import { Group, type MantineBreakpoint, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUser } from '../auth/session.tsx';
import { visibleNav } from './nav.ts';
import classes from './Shell.module.css';

/** The main navigation: a row in the header, a column in the mobile menu. */
export function MainNav({
  vertical,
  onNavigate,
  visibleFrom,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
  visibleFrom?: MantineBreakpoint;
}) {
  const { t } = useTranslation();
  const items = visibleNav(useUser());
  const links = items.map(({ to, label, icon: Icon }) => (
    <NavLink key={to} to={to} className={classes.link} onClick={onNavigate}>
      <Icon size={18} stroke={1.7} />
      {t(label)}
    </NavLink>
  ));
  const Layout = vertical ? Stack : Group;
  return (
    <Layout component="nav" gap={4} aria-label={t('shell.mainNav')} visibleFrom={visibleFrom}>
      {links}
    </Layout>
  );
}

import { Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';

/** The top bar of every framed page: logo (home link) and navigation left, language and account right. */
export function HeaderBar({
  home = '/',
  before,
  after,
  end,
}: {
  home?: string;
  /** Left of the logo, e.g. the mobile menu button. */
  before?: ReactNode;
  /** Right of the logo, e.g. the navigation. */
  after?: ReactNode;
  /** Right of the language switch, e.g. the account menu. */
  end?: ReactNode;
}) {
  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          {before}
          <Link to={home} style={{ color: 'inherit', textDecoration: 'none' }}>
            <Logo />
          </Link>
          {after}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <LanguageSwitch />
          {end}
        </Group>
      </Group>
    </Container>
  );
}

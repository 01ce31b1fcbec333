import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { HeaderBar } from './HeaderBar.tsx';

/** A page outside the signed-in shell: the header bar and the content. */
export function PlainFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box
        component="header"
        h={64}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <HeaderBar />
      </Box>
      <Container size="xl" py={32}>
        {children}
      </Container>
    </Box>
  );
}

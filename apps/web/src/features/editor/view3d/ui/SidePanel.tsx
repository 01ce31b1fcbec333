import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** A side panel of the view: beside the canvas, or floating over it when the view is narrow. */
export function SidePanel({
  side,
  overlay,
  children,
}: {
  side: 'left' | 'right';
  overlay: boolean;
  children: ReactNode;
}) {
  if (!overlay) return children;
  return (
    <Box
      pos="absolute"
      top={0}
      bottom={0}
      left={side === 'left' ? 0 : undefined}
      right={side === 'right' ? 0 : undefined}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 3, boxShadow: 'var(--mantine-shadow-lg)' }}
    >
      {children}
    </Box>
  );
}

import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title and the line under it that open every signed-out page. */
export function AuthHeading({ title, subtitle }: { title: ReactNode; subtitle: ReactNode }) {
  return (
    <div>
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed" mt={6}>
        {subtitle}
      </Text>
    </div>
  );
}

import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useErrorText } from './error-text.ts';

/** The failure of an action, in words; renders nothing while there is none. */
export function ErrorAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {errorText(error)}
      {children}
    </Alert>
  );
}

import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthHeading } from './AuthHeading.tsx';
import { ErrorAlert } from './ErrorAlert.tsx';
import { useFormMutation } from './use-form-mutation.ts';

interface Credentials {
  email: string;
  password: string;
}

/** E-mail and password sign-in, shared by users and back-office operators. */
export function CredentialsForm<Answer>({
  title,
  subtitle,
  signIn,
  onSignedIn,
  errorHint,
  children,
}: {
  title: string;
  subtitle: string;
  signIn(credentials: Credentials): Promise<Answer>;
  onSignedIn(answer: Answer): void;
  /** What the person can do about a failure, below its message. */
  errorHint?: (error: Error) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useForm<Credentials>({
    initialValues: { email: '', password: '' },
    validate: { email: isEmail(t('validation.email')), password: isNotEmpty(t('validation.required')) },
  });
  const login = useFormMutation(form, { mutationFn: signIn, onSuccess: onSignedIn });
  return (
    <Stack gap="lg">
      <AuthHeading title={title} subtitle={subtitle} />
      <ErrorAlert error={login.error}>{login.error && errorHint?.(login.error)}</ErrorAlert>
      <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            size="md"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            size="md"
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
            {t('auth.signIn.submit')}
          </Button>
        </Stack>
      </form>
      {children}
    </Stack>
  );
}

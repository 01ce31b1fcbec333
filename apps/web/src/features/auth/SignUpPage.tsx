import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { hasLength, isEmail, isNotEmpty, useForm } from '@mantine/form';
import { authRoutes, type User } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { callApi } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { AuthFrame } from '../../ui/AuthFrame.tsx';
import { AuthHeading } from '../../ui/AuthHeading.tsx';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { useFormMutation } from '../../ui/use-form-mutation.ts';
import { CheckInbox } from './CheckInbox.tsx';
import { useSession } from './session.tsx';

/** Sign-up of a personal user; the new account stays PENDING until its e-mail is verified. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const { status, signIn } = useSession();
  const [created, setCreated] = useState<User | null>(null);
  const form = useForm({
    initialValues: { email: '', nickname: '', password: '' },
    validate: {
      email: isEmail(t('validation.email')),
      nickname: isNotEmpty(t('validation.required')),
      password: hasLength({ min: 8 }, t('validation.passwordLength')),
    },
  });
  const signUp = useFormMutation(form, {
    mutationFn: (values) => callApi(authRoutes.signUp, { body: { ...values, language: currentLanguage() } }),
    onSuccess: (answer) => {
      setCreated(answer.user);
      signIn(answer);
    },
  });

  if (created) {
    return (
      <AuthFrame>
        <CheckInbox email={created.email} />
      </AuthFrame>
    );
  }
  if (status === 'signedIn') return <Navigate to="/" replace />;
  return (
    <AuthFrame>
      <Stack gap="lg">
        <AuthHeading title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} />
        <ErrorAlert error={signUp.error} />
        <form onSubmit={form.onSubmit((values) => signUp.mutate(values))} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              size="md"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('fields.nickname')}
              description={t('auth.signUp.nicknameHint')}
              autoComplete="nickname"
              size="md"
              {...form.getInputProps('nickname')}
            />
            <PasswordInput
              label={t('fields.password')}
              description={t('validation.passwordLength')}
              autoComplete="new-password"
              size="md"
              {...form.getInputProps('password')}
            />
            <Button type="submit" size="md" fullWidth loading={signUp.isPending} mt="xs">
              {t('auth.signUp.submit')}
            </Button>
          </Stack>
        </form>
        <Text size="sm" c="dimmed" ta="center">
          {t('auth.signUp.haveAccount')}{' '}
          <Anchor component={Link} to="/sign-in" fw={600}>
            {t('auth.signIn.link')}
          </Anchor>
        </Text>
      </Stack>
    </AuthFrame>
  );
}

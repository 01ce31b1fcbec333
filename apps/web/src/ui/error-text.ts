import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import en from '../i18n/en.json';

type KnownCode = keyof typeof en.errors;
const isKnown = (code: string): code is KnownCode => Object.hasOwn(en.errors, code);

/** Words a person can act on for any failure: the translation of its code, else the server's own message. */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unexpected');
  if (!isKnown(error.code)) return error.message;
  const retry = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  return t(`errors.${error.code}`, { minutes: Math.max(1, Math.ceil((retry ?? 60) / 60)) });
}

export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => errorText(t, error);
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import ko from './ko.json';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ko', label: '한국어' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'roomcraft.language';

const isLanguage = (value: unknown): value is LanguageCode => LANGUAGES.some((l) => l.code === value);

function chosenLanguage(): LanguageCode | null {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

function browserLanguage(): LanguageCode {
  return globalThis.navigator?.language?.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ko: { translation: ko } },
  lng: chosenLanguage() ?? browserLanguage(),
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const setDocumentLanguage = (language: string) => {
  if (globalThis.document) document.documentElement.lang = language;
};
setDocumentLanguage(i18n.language);
i18n.on('languageChanged', setDocumentLanguage);

/** The language picked in this browser; it wins over the account's language from now on. */
export function chooseLanguage(language: LanguageCode): void {
  globalThis.localStorage?.setItem(STORAGE_KEY, language);
  void i18n.changeLanguage(language);
}

/** The signed-in user's language applies until the person picks one in this browser. */
export function applyAccountLanguage(language: LanguageCode): void {
  if (!chosenLanguage()) void i18n.changeLanguage(language);
}

export const currentLanguage = (): LanguageCode => (isLanguage(i18n.language) ? i18n.language : 'en');

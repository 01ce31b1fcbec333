/** Time until an estimated end, as people say it ("in 2 minutes", "2분 후"); null when unknown or past. */
export function timeLeft(iso: string | null, now: number, language: string): string | null {
  if (!iso) return null;
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(5, Math.ceil(seconds / 5) * 5), 'second');
  if (seconds < 3600) return format.format(Math.round(seconds / 60), 'minute');
  return format.format(Math.round(seconds / 360) / 10, 'hour');
}

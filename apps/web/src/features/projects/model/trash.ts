const DAY = 86_400_000;

/** Days a trashed project stays restorable when its team sets nothing (the server's default). */
export const DEFAULT_TRASH_DAYS = 30;

/**
 * Days left, counted in started days, before the purge takes a project out of the trash for good:
 * 30 right after trashing, 1 on the last day, 0 once it is due (the hourly purge may take it then).
 */
export function daysLeftInTrash(trashedAt: string, retentionDays: number, now = Date.now()): number {
  const purgeAt = new Date(trashedAt).getTime() + retentionDays * DAY;
  return Math.max(0, Math.ceil((purgeAt - now) / DAY));
}

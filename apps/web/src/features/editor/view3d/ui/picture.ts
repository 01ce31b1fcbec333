/** Saves a picture of the view as a file (a server gallery call comes with rendering). */
export function downloadPicture(dataUrl: string, name: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = `${name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'design'}.png`;
  document.body.append(link);
  link.click();
  link.remove();
}

/** "14:30" for 14.5 hours. */
export function formatHour(hour: number): string {
  const h = Math.floor(hour);
  const m = Math.round((hour - h) * 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

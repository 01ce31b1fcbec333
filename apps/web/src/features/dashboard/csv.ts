export interface Column {
  key: string;
  label: string;
}
export type Row = Record<string, string | number>;

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break. */
function cell(value: string | number | undefined): string {
  const text = value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV (RFC 4180), with a header line of the columns' labels. */
export function toCsv(columns: Column[], rows: Row[]): string {
  const lines = [columns.map((c) => cell(c.label)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves the CSV through the browser, with a byte-order mark so spreadsheets read Korean names right. */
export function downloadCsv(fileName: string, columns: Column[], rows: Row[]): void {
  const blob = new Blob(['\uFEFF', toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('dashboard CSV', () => {
  it('writes a header and quotes only the cells that need it', () => {
    const columns = [
      { key: 'name', label: 'Designer' },
      { key: 'renders', label: 'Renders' },
    ];
    expect(
      toCsv(columns, [
        { name: 'Kim, Min-ji', renders: 3 },
        { name: 'Say "hi"', renders: 0 },
        { name: '김민지', renders: 12 },
      ]),
    ).toBe('Designer,Renders\r\n"Kim, Min-ji",3\r\n"Say ""hi""",0\r\n김민지,12\r\n');
  });
});

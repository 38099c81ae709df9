import { formulaCellPattern } from '@colophon/domain';
import { describe, expect, it } from 'vitest';

import { csvLimits, decodeCsv, parseCsv } from './csvFile.ts';

const encoded = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => parseCsv(text, { delimiter: ',', hasHeader: true });

// The hostile files of the import's robustness list (issue 17): each gives row errors, never a crash.
describe('reading hostile CSV files', () => {
  it('drops a byte-order mark, in UTF-8 and UTF-16, whatever encoding was chosen', () => {
    const utf8 = decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...encoded('title,isbn\nA,1\n')]), 'ISO-8859-1');
    expect(read(utf8).headers).toEqual(['title', 'isbn']);
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from('title,isbn\nÉté,1\n', 'utf16le'))]);
    const parsed = read(decodeCsv(utf16, 'UTF-8'));
    expect(parsed.headers).toEqual(['title', 'isbn']);
    expect(parsed.rows).toEqual([['Été', '1']]);
  });

  it('reports bytes that are not valid in the chosen encoding on their row, and reads them in the right one', () => {
    const latin1 = new Uint8Array([...encoded('title,isbn\nFine,1\nJos'), 0xe9, ...encoded(',2\n')]);
    const wrong = read(decodeCsv(latin1, 'UTF-8'));
    expect([...wrong.rowErrors]).toEqual([
      [1, "This row has characters that are not valid in the chosen encoding - choose the file's encoding."],
    ]);
    const right = read(decodeCsv(latin1, 'ISO-8859-1'));
    expect(right.rowErrors.size).toBe(0);
    expect(right.rows[1]).toEqual(['José', '2']);
  });

  it('gives a row with an unclosed quote its error and keeps the rows before it', () => {
    const parsed = read('title,isbn\nFine,1\n"Unclosed,2\nNext,3\n');
    expect(parsed.rows[0]).toEqual(['Fine', '1']);
    expect(parsed.rowErrors.get(0)).toBeUndefined();
    expect(parsed.rowErrors.get(1)).toBe('This row has a stray or unclosed quote (") - check the quotes in this row.');
  });

  it('reads a quote inside an unquoted cell as text, and a quoted cell with commas as one cell', () => {
    const parsed = read('title,isbn\nThe "Best" Book,1\n"Commas, and ""quotes""",2\n');
    expect(parsed.rowErrors.size).toBe(0);
    expect(parsed.rows).toEqual([
      ['The "Best" Book', '1'],
      ['Commas, and "quotes"', '2'],
    ]);
  });

  it('gives a row with extra cells its error, but not a row whose extra cells are empty', () => {
    const parsed = read('title,isbn\nA,1,surplus\nB,2,,\n');
    expect(parsed.rowErrors.get(0)).toBe('This row has 3 cells but the header has 2 - check for extra commas!');
    expect(parsed.rowErrors.has(1)).toBe(false);
  });

  it('cuts a 10 MB cell down and gives its row an error', () => {
    const parsed = read(`title,isbn\nBig,${'y'.repeat(10 * 1024 * 1024)}\nSmall,2\n`);
    expect(parsed.rowErrors.get(0)).toBe('A cell of this row is longer than 10,000 characters.');
    expect(parsed.rows[0]![1]).toHaveLength(csvLimits.maxCellLength);
    expect(parsed.rows[1]).toEqual(['Small', '2']);
  });

  it('skips a million empty lines', () => {
    const parsed = read(`title,isbn\nA,1\n${'\n'.repeat(1_000_000)}B,2\n${'\r\n'.repeat(1000)}`);
    expect(parsed.rows).toEqual([
      ['A', '1'],
      ['B', '2'],
    ]);
    expect(parsed.fileError).toBeNull();
  });

  // Exports escape such cells (tests/api/csvExport.test.ts); the pattern they use is checked here too.
  it('keeps a formula cell as the text it is, and the export pattern knows it for a formula', () => {
    const parsed = read('title,isbn\n"=cmd|\' /C calc\'!A0",1\n@SUM(A1),2\n-5.00,3\n');
    expect(parsed.rowErrors.size).toBe(0);
    expect(parsed.rows.map((row) => row[0])).toEqual(["=cmd|' /C calc'!A0", '@SUM(A1)', '-5.00']);
    expect(parsed.rows.map((row) => formulaCellPattern.test(row[0]!))).toEqual([true, true, false]);
  });
});

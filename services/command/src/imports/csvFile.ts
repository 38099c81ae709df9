import Papa from 'papaparse';

/** The wizard's encodings (account and platform, section 9), as Node's decoder names them. */
export const importEncodings = {
  'UTF-8': 'utf-8',
  'UTF-16': 'utf-16le',
  ASCII: 'ascii',
  'ISO-8859-1': 'latin1',
} as const;
export type ImportEncoding = keyof typeof importEncodings;
export const isImportEncoding = (value: string): value is ImportEncoding => Object.hasOwn(importEncodings, value);

/** Delimiters by name or as themselves: comma, semicolon, tab, pipe. */
const delimiters: Record<string, string> = {
  comma: ',',
  semicolon: ';',
  tab: '\t',
  pipe: '|',
  ',': ',',
  ';': ';',
  '\t': '\t',
  '|': '|',
};
export const delimiterOf = (value: string): string | null => delimiters[value] ?? null;

/** Bounds that keep one hostile file from taking the service down: it gets row errors instead. */
export const csvLimits = { maxBytes: 50 * 1024 * 1024, maxRows: 200_000, maxCellLength: 10_000, maxColumns: 200 };

export interface ParsedCsv {
  headers: string[];
  /** Data rows (empty lines left out), each as its cells. */
  rows: string[][];
  /** Why a data row cannot be read as it is, by row index. */
  rowErrors: Map<number, string>;
  /** A problem with the whole file (no header, too many rows), if any. */
  fileError: string | null;
}

const replacementCharacter = '\uFFFD';

/**
 * The text of an uploaded file in the encoding the user chose: a byte-order mark is dropped (and
 * picks UTF-16's byte order), bytes that are not valid in the encoding become U+FFFD (reported on
 * their rows), NUL characters are dropped (Postgres text cannot hold them).
 */
export function decodeCsv(bytes: Uint8Array, encoding: ImportEncoding): string {
  let decoderName: string = importEncodings[encoding];
  let body = bytes;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    decoderName = 'utf-8';
    body = bytes.subarray(3);
  } else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    decoderName = 'utf-16le';
    body = bytes.subarray(2);
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    decoderName = 'utf-16be';
    body = bytes.subarray(2);
  }
  const text = new TextDecoder(decoderName).decode(body);
  return text.replace(/^\uFEFF/, '').replaceAll('\u0000', '');
}

const quoteErrors = new Set(['MissingQuotes', 'InvalidQuotes']);

/** Reads CSV text into a header and rows; every problem of a row is kept as that row's error. */
export function parseCsv(text: string, options: { delimiter: string; hasHeader: boolean }): ParsedCsv {
  const parsed = Papa.parse<string[]>(text, { delimiter: options.delimiter, skipEmptyLines: 'greedy' });
  const all = parsed.data;
  const headerCells = options.hasHeader ? (all[0] ?? []) : [];
  const rows = options.hasHeader ? all.slice(1) : all;
  const width = options.hasHeader ? headerCells.length : Math.max(0, ...rows.slice(0, 1000).map((row) => row.length));
  const headers = options.hasHeader
    ? headerCells.map((header) => header.trim().slice(0, 1000))
    : Array.from({ length: width }, (_, index) => `Column ${index + 1}`);
  const rowErrors = new Map<number, string>();
  const offset = options.hasHeader ? 1 : 0;
  for (const error of parsed.errors) {
    if (error.row === undefined || !quoteErrors.has(error.code)) continue;
    rowErrors.set(error.row - offset, 'This row has a stray or unclosed quote (") - check the quotes in this row.');
  }
  rows.forEach((row, index) => {
    if (rowErrors.has(index)) return;
    if (row.length > width && row.slice(width).some((cell) => cell.trim() !== ''))
      rowErrors.set(index, `This row has ${row.length} cells but the header has ${width} - check for extra commas!`);
    else if (row.some((cell) => cell.length > csvLimits.maxCellLength))
      rowErrors.set(
        index,
        `A cell of this row is longer than ${csvLimits.maxCellLength.toLocaleString('en-US')} characters.`,
      );
    else if (row.some((cell) => cell.includes(replacementCharacter)))
      rowErrors.set(
        index,
        "This row has characters that are not valid in the chosen encoding - choose the file's encoding.",
      );
  });
  let fileError: string | null = null;
  if (headers.length === 0 || headers.every((header) => header === '')) fileError = 'No CSV data to import';
  else if (headers.length > csvLimits.maxColumns)
    fileError = `A file may have at most ${csvLimits.maxColumns} columns.`;
  else if (rows.length > csvLimits.maxRows)
    fileError = `A file may have at most ${csvLimits.maxRows.toLocaleString('en-US')} rows.`;
  // Oversized cells are not kept: the row's error says why it is not imported.
  const kept = rows.map((row, index) =>
    rowErrors.has(index) ? row.map((cell) => cell.slice(0, csvLimits.maxCellLength)) : row,
  );
  return { headers, rows: kept, rowErrors, fileError };
}

import Papa from 'papaparse';
import type { FileRowError } from './kinds.js';

/**
 * What a file is, judged by its bytes (never its name): the formats people mistake for a CSV, by
 * their magic numbers, each with a message that says what to do instead.
 */
const SIGNATURES: Array<{ bytes: number[]; offset?: number; what: string }> = [
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a ZIP archive (an Excel .xlsx or Word file is one)' },
  { bytes: [0x50, 0x4b, 0x05, 0x06], what: 'a ZIP archive' },
  { bytes: [0x50, 0x4b, 0x07, 0x08], what: 'a ZIP archive' },
  { bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], what: 'an old-style Office document (.xls or .doc)' },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], what: 'a PDF document' },
  { bytes: [0x4d, 0x5a], what: 'a Windows program' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], what: 'a program (ELF)' },
  { bytes: [0xcf, 0xfa, 0xed, 0xfe], what: 'a program (Mach-O)' },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], what: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { bytes: [0x52, 0x49, 0x46, 0x46], what: 'a RIFF file (WebP image, WAV or AVI)' },
  { bytes: [0x49, 0x49, 0x2a, 0x00], what: 'a TIFF image' },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], what: 'a TIFF image' },
  { bytes: [0x66, 0x74, 0x79, 0x70], offset: 4, what: 'an image or video (HEIC/MP4)' },
  { bytes: [0x1f, 0x8b], what: 'a gzip archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: 'a 7-Zip archive' },
  { bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], what: 'a RAR archive' },
];

/** The document types a document kind accepts, by their first bytes, with the type they are served as. */
const DOCUMENTS: Array<{ bytes: number[]; type: string }> = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: 'application/pdf' },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: 'image/png' },
  { bytes: [0xff, 0xd8, 0xff], type: 'image/jpeg' },
];

/** The media type of a PDF, PNG or JPEG file judged by its bytes; null for anything else. */
export function documentType(bytes: Uint8Array): string | null {
  return DOCUMENTS.find((d) => bytes.length >= d.bytes.length && d.bytes.every((b, i) => bytes[i] === b))?.type ?? null;
}

/** A document kind refuses any other file with this. */
export const NOT_A_DOCUMENT = 'Upload the evidence as a PDF, PNG or JPEG file.';

const SAVE_AS = 'Save it from your spreadsheet as “CSV UTF-8 (comma delimited)” and upload that.';

/**
 * Refuses a file that is clearly not text: a known binary format by its first bytes, or NUL bytes
 * in its first 8 KB. Returns a message for the user, or null when it may be a CSV. Run at upload
 * (a quick 400) and again by the scan stage over the whole stored file.
 */
export function binaryContent(bytes: Uint8Array, scanAll = false): string | null {
  for (const sig of SIGNATURES) {
    const at = sig.offset ?? 0;
    if (bytes.length >= at + sig.bytes.length && sig.bytes.every((b, i) => bytes[at + i] === b)) {
      return `This file is ${sig.what}, not a CSV file. ${SAVE_AS}`;
    }
  }
  const window = scanAll ? bytes : bytes.subarray(0, 8192);
  if (window.includes(0)) return `This file holds binary data (NUL bytes), not CSV text. ${SAVE_AS}`;
  return null;
}

/**
 * The text of a CSV file: UTF-8, an optional byte-order mark dropped. Other encodings (Windows-1252
 * from older Excel, UTF-16) are refused with the line of the first byte that is not UTF-8.
 */
export function decodeText(bytes: Uint8Array): { text: string } | { error: string } {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    return { error: `This file is UTF-16 text; CSV files must be UTF-8. ${SAVE_AS}` };
  }
  try {
    // ignoreBOM false (the default): a leading UTF-8 byte-order mark is removed.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    const loose = new TextDecoder('utf-8').decode(bytes);
    const at = loose.indexOf('\uFFFD');
    const line = at < 0 ? 1 : loose.slice(0, at).split('\n').length;
    return { error: `Line ${line} holds characters that are not UTF-8 (the file may be saved as Windows-1252/ANSI). ${SAVE_AS}` };
  }
}

/** A spreadsheet column letter: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

/**
 * What a spreadsheet skips before it reads a formula: any Unicode space or line break (`\s`:
 * space, tab, no-break space, en/em/thin spaces, ideographic space, byte-order mark…), any other
 * space separator, and the invisible format characters (zero-width space and joiners, word joiner,
 * direction marks).
 */
const LEADING_BLANKS = /^[\s\p{Z}\p{Cf}]+/u;

/** The cell as a spreadsheet reads its start: leading blanks (LEADING_BLANKS) removed. */
function formulaStart(cell: string): string {
  return cell.replace(LEADING_BLANKS, '');
}

/**
 * Would a spreadsheet run this cell as a formula (CSV injection, e.g. `=HYPERLINK(…)`)? A cell
 * starting with a tab or carriage return, or whose first character after any leading Unicode
 * blanks is `=` or `@`, or `+`/`-` when the cell is not simply a number (`-5`, ` +44.5` pass;
 * `-2+3`, `+A1`, `\u00a0=1+1` do not).
 */
export function isFormulaCell(cell: string): boolean {
  const raw = cell.charAt(0);
  if (raw === '\t' || raw === '\r') return true;
  const body = formulaStart(cell);
  const first = body.charAt(0);
  if (first === '=' || first === '@') return true;
  if (first === '+' || first === '-') return !NUMBER.test(body.trim());
  return false;
}

/** The character that makes a formula cell one, for its message (tab and CR written out). */
function formulaChar(cell: string): string {
  const raw = cell.charAt(0);
  if (raw === '\t') return '\\t';
  if (raw === '\r') return '\\r';
  return formulaStart(cell).charAt(0);
}

export interface CsvTable {
  /** Records in file order; index 0 is the header (spreadsheet row = index + 1). */
  records: string[][];
  delimiter: string;
  errors: FileRowError[];
}

/**
 * Parses CSV text with papaparse: `,` or `;` separators detected, quoted cells holding separators,
 * quotes or line breaks. Empty lines stay in place (so spreadsheet row numbers hold); malformed
 * quoting is reported per row.
 */
export function parseCsv(text: string): CsvTable {
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';'], skipEmptyLines: false });
  const errors: FileRowError[] = [];
  for (const e of parsed.errors) {
    if (e.code === 'UndetectableDelimiter') continue; // one column: the default (comma) is right
    const row = (e.row ?? 0) + 1;
    const message = e.code === 'MissingQuotes' ? 'A quoted cell is never closed (a " is missing).' : e.code === 'InvalidQuotes' ? 'A quote (") sits inside an unquoted cell.' : e.message;
    errors.push({ row, message });
  }
  const records = parsed.data;
  // A final line break leaves one empty record behind.
  while (records.length > 0 && isEmptyRecord(records[records.length - 1] ?? [])) records.pop();
  return { records, delimiter: parsed.meta.delimiter, errors };
}

export function isEmptyRecord(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === '');
}

/** Formula cells anywhere in the table (header included), each with its row, column and header name. */
export function formulaCells(records: readonly string[][]): FileRowError[] {
  const header = records[0] ?? [];
  const found: FileRowError[] = [];
  records.forEach((record, r) => {
    record.forEach((cell, c) => {
      if (!isFormulaCell(cell)) return;
      const field = r > 0 ? header[c]?.trim() : undefined;
      found.push({
        row: r + 1,
        column: columnLetter(c),
        ...(field ? { field } : {}),
        message: `Cell ${columnLetter(c)}${r + 1} starts with “${formulaChar(cell)}”, which a spreadsheet would run as a formula. Remove the formula, or start the text differently.`,
      });
    });
  });
  return found;
}

/**
 * Cells a spreadsheet would run (isFormulaCell), for papaparse's escapeFormulae: leading Unicode
 * blanks are seen through, numbers like -5 stay as they are.
 */
const FORMULA = /^(?:[\t\r]|[\s\p{Z}\p{Cf}]*(?:[=@]|[+-](?![\d.,]+(?:[eE][+-]?\d+)?\s*$)))/u;

/** A CSV of a header and rows, written with papaparse (CRLF, cells quoted when needed, formula-like cells escaped with a leading '). */
export function writeCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return Papa.unparse({ fields: [...header], data: rows.map((r) => [...r]) }, { escapeFormulae: FORMULA, newline: '\r\n' });
}

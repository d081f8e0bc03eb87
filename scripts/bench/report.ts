import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { budgetKb } from '../budgets';

/** One line of the bench's table. */
export type Row = {
  what: string;
  value: string;
  /** The floor's figure, or "-" where none is measured. */
  floor: string;
  /** The value against the floor, or null without one. */
  ratio: number | null;
  /** The budget, as "<= 1.5x", or "reported" for a figure only shown. */
  budget: string;
  /** Within its budget (a reported figure always is). */
  ok: boolean;
};

/** What a measure records: a row, its floor and ratio left out when there is none. */
export type RowInput = Omit<Row, 'floor' | 'ratio'> & Partial<Pick<Row, 'floor' | 'ratio'>>;

export const ms = (value: number) => `${value.toFixed(2)} ms`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A budget as the table shows it. */
export const atMost = {
  ratio: (ratio: number) => `<= ${ratio}x`,
  ms: (value: number) => `<= ${value} ms`,
  bytes: (bytes: number) => `<= ${budgetKb(bytes)}`,
};

/** The budget column of a figure that is shown, not judged. */
export const REPORTED = 'reported';

/** A slow-handler row: none allowed; each one named, as "keydown 18 ms". */
export function slowHandlersRow(what: string, slow: readonly string[]): RowInput {
  return { what, value: [slow.length, ...slow].join(', '), budget: '0', ok: slow.length === 0 };
}

/** The rows as a plain-text table, one line each, columns padded. */
export function formatTable(rows: readonly Row[]): string {
  const table = [
    ['measure', 'value', 'floor', 'ratio', 'budget', 'within'],
    ...rows.map((row) => [
      row.what,
      row.value,
      row.floor,
      row.ratio === null ? '-' : `${row.ratio.toFixed(2)}x`,
      row.budget,
      row.ok ? 'yes' : 'NO',
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  return table
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '))
    .join('\n');
}

/** Writes the rows, dated, to `file`. */
export function writeResults(file: string, rows: readonly Row[]): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
}

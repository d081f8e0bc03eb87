import type { OwnSnippet } from '@/utils/snippets/snippet';

let next = 0;

/** A snippet as the store keeps it, highlighted, with sensible defaults; each call a new id. */
export function snippet(fields: Partial<OwnSnippet> = {}): OwnSnippet {
  next += 1;
  return {
    id: `10000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    language: 'python',
    key: `my-snippet-${next}`,
    title: `Snippet ${next}`,
    lines: ['def add(a, b):', '\treturn a + b'],
    palette: [
      ['#cf222e', '#ff7b72', 0, 0],
      ['#1f2328', '#e6edf3', 0, 1],
    ],
    tokens: [
      [
        ['def', 0],
        [' add(a, b):', 1],
      ],
      [
        ['\t', 1],
        ['return', 0],
        [' a + b', 1],
      ],
    ],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  };
}

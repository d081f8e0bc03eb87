import { describe, expect, it } from 'vitest';
import { partClasses, targetClasses } from '@/utils/highlight/tokenClasses';

// Scopes as Shiki's grammars give them (innermost last), from real snippets.
describe('partClasses', () => {
  it.each([
    [
      'python',
      'def',
      ['source.python', 'meta.function.python', 'storage.type.function.python'],
      'keyword',
    ],
    [
      'python',
      '#',
      ['source.python', 'comment.line.number-sign.python', 'punctuation.definition.comment.python'],
      'comment',
    ],
    [
      'python',
      '->',
      ['source.python', 'punctuation.separator.annotation.result.python'],
      'punctuation',
    ],
    ['python', '2', ['source.python', 'constant.numeric.dec.python'], 'number'],
    [
      'rust',
      '<',
      ['source.rust', 'meta.function.definition.rust', 'punctuation.brackets.angle.rust'],
      'bracket',
    ],
    ['rust', '&', ['source.rust', 'keyword.operator.borrow.and.rust'], 'operator'],
    ['rust', '.', ['source.rust', 'keyword.operator.access.dot.rust'], 'punctuation'],
    ['rust', 'mut', ['source.rust', 'storage.modifier.mut.rust'], 'keyword'],
    ['go', 'string', ['source.go', 'storage.type.string.go'], 'keyword'],
    ['go', 'nil', ['source.go', 'constant.language.null.go'], 'keyword'],
    ['go', ',', ['source.go', 'punctuation.other.comma.go'], 'punctuation'],
    ['java', 'String', ['source.java', 'storage.type.generic.java'], 'identifier'],
    ['java', '>=', ['source.java', 'keyword.operator.comparison.java'], 'operator'],
    ['java', '{', ['source.java', 'punctuation.section.block.begin.bracket.curly.java'], 'bracket'],
    ['cpp', '<<', ['source.cpp', 'keyword.operator.bitwise.shift.cpp'], 'operator'],
    [
      'cpp',
      '<',
      ['source.cpp', 'punctuation.section.angle-brackets.begin.template.definition.cpp'],
      'bracket',
    ],
    ['haskell', 'Maybe', ['source.haskell', 'storage.type.haskell'], 'identifier'],
    ['haskell', '::', ['source.haskell', 'keyword.operator.double-colon.haskell'], 'punctuation'],
    [
      'ruby',
      'valid?',
      ['source.ruby', 'meta.function-call.ruby', 'entity.name.function.ruby'],
      'identifier',
    ],
    [
      'ruby',
      'x',
      [
        'source.ruby',
        'string.quoted.double.interpolated.ruby',
        'meta.embedded.line.ruby',
        'source.ruby',
      ],
      'identifier',
    ],
    ['ruby', '!', ['source.ruby', 'string.quoted.double.interpolated.ruby'], 'string'],
    ['tsx', '<', ['source.tsx', 'meta.tag.tsx', 'punctuation.definition.tag.begin.tsx'], 'bracket'],
    [
      'tsx',
      '"',
      ['source.tsx', 'string.quoted.double.tsx', 'punctuation.definition.string.begin.tsx'],
      'string',
    ],
    ['javascript', '<', ['source.js', 'keyword.operator.relational.js'], 'operator'],
    ['javascript', '=>', ['source.js', 'storage.type.function.arrow.js'], 'operator'],
  ])('%s %j is %s', (_language, text, scopes, expected) => {
    for (const tokenClass of partClasses(text, scopes)) expect(tokenClass).toBe(expected);
  });

  it('calls white space "other" and splits a part whose characters differ', () => {
    expect(partClasses(' c', ['source.python', 'comment.line.number-sign.python'])).toEqual([
      'other',
      'comment',
    ]);
    expect(partClasses(']; ', ['source.js'])).toEqual(['bracket', 'punctuation', 'other']);
  });

  it('gives each UTF-16 unit its class, as lines are indexed: an emoji of 2 or 4 units too', () => {
    const text = '"👍🏽";';
    const classes = partClasses(text, ['source.js', 'string.quoted.double.js']);
    expect(classes).toHaveLength(text.length);
    expect(new Set(classes)).toEqual(new Set(['string']));
  });
});

describe('targetClasses', () => {
  it('reads each typed character off its token, a line end as punctuation', () => {
    const palette = [
      ['#000', '#fff', 0, 1],
      ['#000', '#fff', 0, 6],
    ] as const;
    const lines = [
      [
        ['f', 0],
        ['()', 1],
      ],
      [['  g', 0]],
    ] as const;
    const targets = [
      { char: 'f', line: 0, column: 0 },
      { char: '(', line: 0, column: 1 },
      { char: ')', line: 0, column: 2 },
      { char: '\n', line: 0, column: 3 },
      { char: 'g', line: 1, column: 2 },
    ];
    expect(targetClasses(lines, palette, targets)).toEqual([
      'identifier',
      'bracket',
      'bracket',
      'punctuation',
      'identifier',
    ]);
  });
});

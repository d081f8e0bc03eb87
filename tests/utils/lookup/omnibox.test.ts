import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/data/languages';
import { escapeXml, omniboxSuggestions, omniboxTarget } from '@/utils/lookup/omnibox';

const match = (language: string, key: string, title: string) => ({
  language,
  key,
  title,
  titleParts: [{ text: title, marked: false }],
});

describe('omniboxSuggestions', () => {
  it('names the topic and its language, marked up for Chrome with the text escaped', () => {
    const [suggestion] = omniboxSuggestions(
      [match('cpp', 'templates', 'Templates <T> & "Concepts"')],
      LANGUAGES,
      true,
    );
    expect(suggestion).toEqual({
      content: 'cpp/templates',
      description: '<match>Templates &#60;T&#62; &#38; &#34;Concepts&#34;</match> <dim>C++</dim>',
    });
  });

  it('writes plain text for Firefox, which shows the description as it is', () => {
    expect(omniboxSuggestions([match('rust', 'closures', 'Closures')], LANGUAGES, false)).toEqual([
      { content: 'rust/closures', description: 'Closures (Rust)' },
    ]);
  });

  it('escapes every XML special character', () => {
    expect(escapeXml(`a<b>&"c'`)).toBe('a&#60;b&#62;&#38;&#34;c&#39;');
  });
});

describe('omniboxTarget', () => {
  it('opens a chosen suggestion as that topic in the lookup view', () => {
    expect(omniboxTarget('rust/closures')).toBe('/popup.html?language=rust&topic=closures');
  });

  it('opens the search for text with a lone surrogate, which encodeURIComponent refuses', () => {
    expect(omniboxTarget('rust \uD83D')).toBe('/popup.html?q=rust%20%EF%BF%BD');
  });

  it('opens the search for any other text', () => {
    expect(omniboxTarget(' closures rust ')).toBe('/popup.html?q=closures%20rust');
    expect(omniboxTarget('cobol/loops')).toBe('/popup.html?q=cobol%2Floops');
  });
});

import type { SearchDocument } from '@/utils/search';
import { readLanguageSnippets } from './content/sources';

/** Every group of the given languages as a search document, in teaching order. */
export async function searchDocuments(languageKeys: readonly string[]): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (const language of languageKeys) {
    const groups = await readLanguageSnippets(language);
    groups.forEach((group, index) => {
      documents.push({
        id: `${language}/${index}`,
        language,
        title: group.title,
        key: group.key,
        code: group.snippets.join('\n'),
      });
    });
  }
  return documents;
}

import type { SearchDocument } from '@/utils/lookup/search';
import { readLanguageSnippets } from './content/sources';

/** Every topic of the given languages as a search document, in teaching order. */
export async function searchDocuments(languageKeys: readonly string[]): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (const language of languageKeys) {
    const topics = await readLanguageSnippets(language);
    topics.forEach((topic, index) => {
      documents.push({
        id: `${language}/${index}`,
        language,
        title: topic.title,
        key: topic.key,
        code: topic.snippets.join('\n'),
      });
    });
  }
  return documents;
}

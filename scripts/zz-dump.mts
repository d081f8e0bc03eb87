import { readSnippetFile, SNIPPETS_DIR } from '/work/main/scripts/content/sources';
const key = process.argv[2]!;
const groups = await readSnippetFile(`${SNIPPETS_DIR}${key}.ts`);
for (const g of groups) {
  console.log(`### ${g.title} [${g.key}]`);
  console.log(g.snippets.join('\n'));
}

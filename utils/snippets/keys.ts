/** The longest slug a key carries after `my-`. */
const SLUG_LENGTH = 40;

/** A title as plain lowercase ASCII words joined by "-": "Ça va, Zoë!" is "ca-va-zoe". */
function slug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_LENGTH)
    .replace(/-+$/, '');
}

/**
 * A snippet's topic key, `my-<slug>`, not among `taken` (the language's keys, deleted
 * snippets' too, so an old attempt never names a new snippet): a repeat gets "-2", "-3", …
 * The `my-` prefix keeps it apart from every built-in topic's key.
 */
export function snippetKey(title: string, taken: ReadonlySet<string>): string {
  const base = `my-${slug(title) || 'snippet'}`;
  let key = base;
  for (let count = 2; taken.has(key); count += 1) key = `${base}-${count}`;
  return key;
}

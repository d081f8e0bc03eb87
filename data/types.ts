/** A language the product offers. */
export type Language = {
  name: string;
  key: string;
  available: boolean;
  aliases: readonly string[];
  extensions: readonly string[];
};

/**
 * A topic as a language file writes it, in the design's older shape ("snippet group", its
 * code lines under `snippets`; '' is a blank line). `requires` names what the sample needs
 * beyond its language's standard library and compiler (a package such as `tokio`), so the
 * compile check knows to parse it only.
 */
export type SnippetGroup = {
  title: string;
  key: string;
  snippets: string[];
  requires?: readonly string[];
};

/**
 * A topic as the pages see it: its title, its key and its code `lines`; `mine` marks one of
 * the user's own snippets (utils/snippets), which follow the built-in topics.
 */
type Topic = Omit<SnippetGroup, 'snippets'> & { lines: readonly string[]; mine?: true };

/** One highlighted run of text and its index in the set's palette. */
export type Token = readonly [text: string, style: number];

/**
 * A palette entry: light colour, dark colour, font style bits (1 italic, 2 bold, 4 underline),
 * and the token class, as an index into `TOKEN_CLASSES` (utils/highlight/tokenClasses).
 */
export type TokenStyle = readonly [light: string, dark: string, font: number, tokenClass: number];

/** A topic with each line as highlighted tokens; the tokens of a line join to that line. */
export type HighlightedTopic = Topic & { tokens: readonly (readonly Token[])[] };

/** One language's topics as shipped: highlighted at build time. */
export type HighlightedSet = {
  palette: readonly TokenStyle[];
  topics: readonly HighlightedTopic[];
};

/** What a `?highlight` chunk holds: topics without their plain lines, which join from tokens. */
export type ShippedSet = {
  palette: readonly TokenStyle[];
  topics: readonly Omit<HighlightedTopic, 'lines'>[];
};

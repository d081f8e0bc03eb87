/** A language the product offers (spec §3). */
export type Language = { name: string; key: string; available: boolean };

/** A topic: a titled sample of code lines; '' is a blank line. */
export type SnippetGroup = { title: string; key: string; snippets: string[] };

/** One highlighted run of text and its index in the set's palette. */
export type Token = readonly [text: string, style: number];

/** A palette entry: light colour, dark colour, font style bits (1 italic, 2 bold, 4 underline). */
export type TokenStyle = readonly [light: string, dark: string, font: number];

/** A group with each line as highlighted tokens; the tokens of a line join to that line. */
export type HighlightedGroup = SnippetGroup & { tokens: readonly (readonly Token[])[] };

/** One language's groups as shipped: highlighted at build time. */
export type HighlightedSet = {
  palette: readonly TokenStyle[];
  groups: readonly HighlightedGroup[];
};

/** What a `?highlight` chunk holds: groups without their plain lines, which join from tokens. */
export type ShippedSet = {
  palette: readonly TokenStyle[];
  groups: readonly Omit<HighlightedGroup, 'snippets'>[];
};

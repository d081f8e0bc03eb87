/** An element as a user perceives it: its role, its accessible name, where it is. */
export type Query = {
  role: string;
  /** The accessible name, exact, or a pattern (sent to the page as source and flags). */
  name?: string | { source: string; flags: string };
  /** A heading's level. */
  level?: number;
  /** Look only inside this element. */
  within?: Query;
};

/** Builds a query; a RegExp name travels to the page as its source and flags. */
export function byRole(
  role: string,
  options: { name?: string | RegExp; level?: number; within?: Query } = {},
): Query {
  const { name, ...rest } = options;
  return {
    role,
    ...rest,
    ...(name === undefined
      ? {}
      : { name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name }),
  };
}

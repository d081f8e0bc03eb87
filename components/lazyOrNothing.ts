import { lazy, type ComponentType } from 'react';

/**
 * A part of a page that loads in a chunk of its own when first rendered (inside Suspense),
 * out of the page's first chunk. For a part the page can do without: a chunk that cannot
 * load renders nothing, with a warning naming `what`, rather than an error.
 */
export function lazyOrNothing<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  what: string,
) {
  const nothing: ComponentType<Props> = () => null;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.warn(`${what} could not be loaded`, error);
        return { default: nothing };
      },
    ),
  );
}

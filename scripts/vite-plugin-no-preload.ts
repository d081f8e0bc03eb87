import type { Plugin } from 'vite';

/** Vite's module that wraps every `import()` to preload the chunk's dependencies first. */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The extension preloads nothing: its files load from disk, `build.modulePreload` is off,
 * and every page links its one stylesheet in its HTML (the page's entry chunk carries it,
 * and Vite writes the link). So Vite's preload helper (about 1 KB in every page's first
 * chunk) is replaced by a call of the import itself, and the build fails if any other
 * chunk imports CSS, which the helper would have had to load.
 */
export function noPreloadPlugin(): Plugin {
  return {
    name: 'code-recall:no-preload',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID ? 'export const __vitePreload = (load) => load();' : null;
    },
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        const css =
          output.type === 'chunk' && !output.isEntry ? output.viteMetadata?.importedCss : undefined;
        if (css && css.size > 0) {
          this.error(`${fileName} imports CSS (${[...css].join(', ')}); link it from the page`);
        }
      }
    },
  };
}

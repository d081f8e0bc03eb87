/// <reference lib="webworker" />
// The search floor's worker: 30 results for any query, at once. Bundled by pages.ts into
// bench-search-worker.js.

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = ({ data }: MessageEvent<string>) =>
  scope.postMessage(Array.from({ length: 30 }, (_, i) => [data, ` topic ${i}`, `Language ${i}`]));

// A module, so its names stay its own in the type check; the bundle is a plain script.
export {};

// @php-wasm/node-8-5 ships no types; wasmChild.ts uses its loader only.
declare module '@php-wasm/node-8-5' {
  export function getPHPLoaderModule(): Promise<import('@php-wasm/universal').PHPLoaderModule>;
}

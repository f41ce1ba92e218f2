/** The options ./index.ts writes for the browser (`contentLoaded`, `createData`). */
declare module '@generated/slotera-search/default/box-options.json' {
  const options: import('./index').BoxOptions;
  export default options;
}

declare module '@generated/slotera-search/default/worker-options.json' {
  const options: import('./index').WorkerOptions;
  export default options;
}

/** The seam a site overrides (./theme/SearchNoResults): its shape is the plugin's. */
declare module '@theme/SearchNoResults' {
  export * from '@site/src/plugins/search/theme/SearchNoResults';
}

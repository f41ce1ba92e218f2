/** The options ./index.ts writes for the browser (`contentLoaded`, `createData`). */
declare module '@generated/slotera-search/default/box-options.json' {
  const options: import('./index').BoxOptions;
  export default options;
}

declare module '@generated/slotera-search/default/worker-options.json' {
  const options: import('./index').WorkerOptions;
  export default options;
}

/** The options ./index.ts writes for the browser (`contentLoaded`, `createData`). */
declare module '@generated/slotera-search/default/box-options.json' {
  const options: import('./index').BoxOptions;
  export default options;
}

declare module '@generated/slotera-search/default/result-options.json' {
  const options: import('./index').ResultOptions;
  export default options;
}

declare module '@generated/slotera-search/default/worker-options.json' {
  const options: import('./index').WorkerOptions;
  export default options;
}

/** The seam a site overrides (./theme/SearchNoResults): its shape is the plugin's. */
/** The box takes a variant (the home page's large one): an overload of the theme's declaration. */
declare module '@theme/SearchBar' {
  import type {ReactNode} from 'react';
  import type {SearchBarProps} from '@slotera/docusaurus-search';
  export default function SearchBar(props: SearchBarProps): ReactNode;
}

declare module '@theme/SearchNoResults' {
  import type {NoResultsHelp} from '@slotera/docusaurus-search';
  export const noResultsHelp: (locale: string) => NoResultsHelp;
  export const reportNoResults: (query: string, locale: string) => void;
}

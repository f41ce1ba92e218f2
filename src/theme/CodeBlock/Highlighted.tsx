/**
 * The theme's code block with Prism's extra languages (themeConfig.prism.
 * additionalLanguages) registered first. Loaded on demand by ./index.tsx, so
 * the highlighter stays out of the main bundle.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';
import OriginalCodeBlock from '@theme-original/CodeBlock';

// Once per page load: the theme's function `require`s each language module,
// and a module runs only once.
prismIncludeLanguages(Prism);

const CodeBlock: ComponentType<Props> = OriginalCodeBlock;
export default CodeBlock;

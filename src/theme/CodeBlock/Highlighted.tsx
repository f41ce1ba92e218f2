/**
 * The theme's code block with Prism's extra languages registered: imported by articles with code
 * (src/remark/import-code-highlighter.mjs) or loaded on demand by ./index.tsx.
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {Props} from '@theme/CodeBlock';
import OriginalCodeBlock from '@theme-original/CodeBlock';

import {provideHighlightedCodeBlock} from '.';

// Once per page load: the theme's function `require`s each language module,
// and a module runs only once.
prismIncludeLanguages(Prism);

const CodeBlock: ComponentType<Props> = OriginalCodeBlock;
provideHighlightedCodeBlock(CodeBlock);
export default CodeBlock;

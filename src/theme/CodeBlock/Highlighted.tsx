// Imported by articles with code (src/remark/import-code-highlighter.mjs), else loaded by ./index.
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {Props} from '@theme/CodeBlock';
import OriginalCodeBlock from '@theme-original/CodeBlock';

import {provideHighlightedCodeBlock} from '.';

// Once per page load: a language module runs only once.
prismIncludeLanguages(Prism);

const CodeBlock: ComponentType<Props> = OriginalCodeBlock;
provideHighlightedCodeBlock(CodeBlock);
export default CodeBlock;

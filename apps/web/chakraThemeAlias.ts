// `@chakra-theme/<file>` imports one module of Chakra's theme directly
// (dist/esm/theme/<file>.js), which its package exports do not expose.
// Importing the '@chakra-ui/react/theme' barrel instead would put every
// recipe it references in the entry chunk, including those only lazy
// screens register (src/shared/theme/extraRecipes.ts): the bundler places a
// module in the chunk of its first importer. Types: tsconfig.json "paths".
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const chakraRoot = path.dirname(require.resolve('@chakra-ui/react/package.json'));

export const chakraThemeAlias = {
  find: /^@chakra-theme\/(.+)$/,
  replacement: path.join(chakraRoot, 'dist/esm/theme/$1.js'),
};

// Renders a piece of the web app in a DOM (jsdom) with the shop's theme and
// Russian texts, for component tests. Files that use it start with
// `// @vitest-environment jsdom`.
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import '../shared/i18n/i18n';
import { system } from '../shared/theme/system';

afterEach(cleanup);

export function renderUi(ui: ReactElement): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  return { user, ...render(<ChakraProvider value={system}>{ui}</ChakraProvider>) };
}

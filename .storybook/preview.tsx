import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import 'virtual:shelfmark-styles';
import { withShelfmark } from './withShelfmark';

// Play functions' findBy* queries wait up to 5 s: the test machines have 2 shared cores, and a
// story that loads a lazy chunk and a query can take more than the default second there.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  decorators: [withShelfmark],
  parameters: {
    // Every story is an accessibility test: an axe violation fails it in the test-runner.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;

import type { Preview } from '@storybook/react-vite';
import 'virtual:shelfmark-styles';
import { withShelfmark } from './withShelfmark';

const preview: Preview = {
  decorators: [withShelfmark],
  parameters: {
    // Every story is an accessibility test: an axe violation fails it in the test-runner.
    a11y: { test: 'error' },
    layout: 'padded',
  },
};

export default preview;

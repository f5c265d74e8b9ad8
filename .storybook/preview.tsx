import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import 'virtual:shelfmark-styles';
import './preview.css';
import { withBrand, withCaption, withShelfmark } from './withShelfmark';

// Play functions' findBy* queries wait up to 5 s: the test machines have 2 shared cores, and a
// story that loads a lazy chunk and a query can take more than the default second there.
configure({ asyncUtilTimeout: 5_000 });

/** Viewport presets: three phones, a tablet and a desktop (the layouts the specs name). */
const viewports = Object.fromEntries(
  (
    [
      ['phone360', 'Phone 360', 360, 740, 'mobile'],
      ['phone390', 'Phone 390', 390, 844, 'mobile'],
      ['phone414', 'Phone 414', 414, 896, 'mobile'],
      ['tablet768', 'Tablet 768', 768, 1024, 'tablet'],
      ['desktop1280', 'Desktop 1280', 1280, 800, 'desktop'],
    ] as const
  ).map(([key, name, width, height, type]) => [
    key,
    { name, styles: { width: `${width}px`, height: `${height}px` }, type },
  ]),
);

const preview: Preview = {
  // Every component gets a docs page with its props table (catalogue files opt out: their view's file holds it).
  tags: ['autodocs'],
  decorators: [withCaption, withShelfmark, withBrand],
  globalTypes: {
    brand: {
      description: "The brand's design tokens and site configuration for every story",
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'story', title: 'As the story sets' },
          { value: 'shelfmark', title: 'Shelfmark' },
          { value: 'thorndike', title: 'Thorndike (large print)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'story' },
  parameters: {
    // Every story is an accessibility test: an axe violation fails it in the test-runner.
    a11y: { test: 'error' },
    layout: 'padded',
    viewport: { options: viewports },
    controls: { expanded: true, sort: 'requiredFirst' },
    docs: { toc: true },
  },
};

export default preview;

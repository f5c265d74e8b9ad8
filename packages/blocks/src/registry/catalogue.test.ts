/**
 * The Storybook catalogue is generated from the registry: one stories file per registered block, with a
 * populated, a document-missing and a preview-mode story. This test fails when a block is registered
 * without its catalogue file (or the file is stale); `UPDATE_CATALOGUE=1 vitest run <this file>` writes them.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { contentRegistry } from './contentRegistry';

const folder = resolve(__dirname, '../../../../stories/blocks/catalogue');
const fileName = (type: string) => `${type.replace(/[^A-Za-z0-9]+/g, '')}.stories.tsx`;
/** One taxonomy: a block's catalogue stories sit under its exported view's own title, beside its other states. */
const VIEW_TITLES: Record<string, string> = { Tabs: 'Blocks/ContentTabs', Form: 'Forms/ConfigurableForm' };
const storyTitle = (type: string) => VIEW_TITLES[type] ?? `Blocks/${type.replace(/[^A-Za-z0-9]+/g, '')}`;

/** The generated stories file of one block. */
export function catalogueFile(type: string): string {
  const name = JSON.stringify(type);
  return `// Generated from the content registry by packages/blocks/src/registry/catalogue.test.ts: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PageRenderer } from '@shelfmark/blocks';
import { demoPage, missingPage, playMissing, playPopulated, playPreview } from '../catalogueStory';

const meta = {
  title: ${JSON.stringify(storyTitle(type))},
  component: PageRenderer,
  // The view's own stories file holds the docs page of this title; these stories render the block through the registry.
  tags: ['!autodocs'],
  args: { page: demoPage(${name}), onEdit: fn() },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMS-01: the block rendered from its demo document through the registry. */
export const Populated: Story = { play: playPopulated };

/** CMS-02: the block placed without its document. */
export const DocumentMissing: Story = { args: { page: missingPage(${name}) }, tags: ['no-visual'], play: playMissing(${name}) };

/** CMS-01: preview mode, with the edit button. */
export const Preview: Story = { args: { page: demoPage(${name}, true) }, play: playPreview(${name}) };
`;
}

describe('Storybook catalogue', () => {
  const names = Object.keys(contentRegistry);

  it('CMS-01 every registered block has its generated catalogue stories (populated, document missing, preview)', () => {
    if (process.env.UPDATE_CATALOGUE) {
      mkdirSync(folder, { recursive: true });
      for (const name of names) writeFileSync(join(folder, fileName(name)), catalogueFile(name));
    }
    const stale = names.filter((name) => {
      const file = join(folder, fileName(name));
      return !existsSync(file) || readFileSync(file, 'utf8') !== catalogueFile(name);
    });
    expect(stale, 'run UPDATE_CATALOGUE=1 vitest run packages/blocks/src/registry/catalogue.test.ts').toEqual([]);
  });

  it('CMS-01 the catalogue holds no stories of blocks that are no longer registered', () => {
    const expected = new Set(names.map(fileName));
    expect(readdirSync(folder).filter((file) => !expected.has(file))).toEqual([]);
  });
});

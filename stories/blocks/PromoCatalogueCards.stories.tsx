import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PromoCatalogueCards } from '@shelfmark/blocks';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';
import { enumArgType, headingLevelArgType } from '../argTypes';
import { staticCovers } from '../coverPaths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a demo document read loosely into the block's props, which type it
type Doc = Record<string, any>;
const catalogue = staticCovers(demoBlockDocuments['Promo Catalogue Cards']!.document) as Doc;

const meta = {
  title: 'Blocks/PromoCatalogueCards',
  component: PromoCatalogueCards,
  argTypes: { headingLevel: headingLevelArgType, template: enumArgType('default', 'compact') },
  args: { title: 'Collections', cards: catalogue.cards as never },
} satisfies Meta<typeof PromoCatalogueCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-05: catalogue card with the description swapped in on focus. */
export const CatalogueCardFocused: Story = {
  render: () => <PromoCatalogueCards title="Collections" cards={catalogue.cards as never} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveFocus();
  },
};

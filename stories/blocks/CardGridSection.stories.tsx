import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BlockHeading } from '../../packages/blocks/src/content/shared/BlockHeading';
import { CardGridSection } from '../../packages/blocks/src/content/shared/CardGridSection';
import { headingLevelArgType } from '../argTypes';

interface Offer {
  title: string;
  text: string;
}

const offers: Offer[] = [
  { title: 'Standing orders', text: 'New large-print titles every month, chosen for your readers.' },
  { title: 'Processing', text: 'Shelf-ready with labels, jackets and barcodes.' },
  { title: 'Collection review', text: 'A librarian looks at your shelves with you.' },
];

/** What a card block draws inside each card: its title at the level it is given, and a line of text. */
const renderOffer = (offer: Offer, level: 1 | 2 | 3 | 4 | 5 | 6) => (
  <>
    <BlockHeading level={level} className="sm-card__title">
      {offer.title}
    </BlockHeading>
    <p className="sm-card__text">{offer.text}</p>
  </>
);

/** The frame the card blocks share (BLK-04: call-to-action grid, content cards): a section over a grid list of cards. */
const meta = {
  title: 'Blocks/CardGridSection',
  component: CardGridSection,
  argTypes: { headingLevel: headingLevelArgType },
  args: {
    className: 'sm-cta-grid',
    title: 'Services for libraries',
    headingLevel: 2,
    items: offers,
    maxColumns: 4,
    renderCard: renderOffer as never,
  },
} satisfies Meta<typeof CardGridSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-04: with a title: the section is named by it, the cards' titles are one level below, one column per card. */
export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Services for libraries' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** BLK-04: without a title: no heading and no name for the section; the cards' titles take the block's level. */
export const WithoutTitle: Story = {
  args: { title: null, items: offers.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Standing orders',
      'Processing',
    ]);
  },
};

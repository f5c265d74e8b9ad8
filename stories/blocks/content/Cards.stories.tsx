import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImageRow, ProductCards, PromoCatalogueCards, PromoGrid, StandingOrderPlans } from '@shelfmark/blocks';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';

type Doc = Record<string, any>;
const productDoc = demoBlockDocuments['Product Cards']!.document as Doc;
const cards = (productDoc.cards as Doc[]).map((c) => ({ title: c.title, filters: c.filters, link: c.link, html: c.description.value, image: c.image }));
const promo = demoBlockDocuments['Promo Grid']!.document as Doc;
const catalogue = demoBlockDocuments['Promo Catalogue Cards']!.document as Doc;
const rowImages = (demoBlockDocuments['Image Row']!.document as Doc).images;
const cover = (isbn: string) => ({ src: `/images/covers/${isbn}.svg?w=144`, alt: `Award ${isbn.slice(-3)}` });

const meta = {
  title: 'Blocks/Content/Cards',
  component: ProductCards,
  args: { title: 'Research databases', cards, tabNames: ['History', 'Science'], cardsPerPage: 2, headingLevel: 3 },
} satisfies Meta<typeof ProductCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-05: product cards, All tab, first page. */
export const ProductCardsAll: Story = {};

/** BLK-05: the Science filter tab selected. */
export const ProductCardsFilterTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Science' }));
    await expect(canvas.getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('link', { name: 'Archives Unbound' })).not.toBeInTheDocument();
  },
};

/** BLK-05: the second page of the All tab. */
export const ProductCardsSecondPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** BLK-04: promo grid, video template. */
export const PromoGridVideo: Story = {
  render: () => <PromoGrid title="Watch" template="video" items={(promo.items as Doc[]).map((item, i) => ({ ...item, video: { videoID: `clip-${i}` } }))} />,
};

/** BLK-04: promo grid, icon template. */
export const PromoGridIcons: Story = { render: () => <PromoGrid title="Services" template="icon" columns={3} items={promo.items as never} /> };

/** BLK-04: image row of icons (144x144). */
export const ImageRowIcons: Story = {
  render: () => <ImageRow title="Awards" template="icons" images={['9780000000002', '9781594130014', '9781432850012'].map(cover)} />,
};

/** BLK-04: image row of covers; at this width the 4th and 5th are hidden (under 1100px). */
export const ImageRowCovers: Story = { render: () => <ImageRow title="Bestsellers" images={rowImages} /> };

/** BLK-05: catalogue card with the description swapped in on focus. */
export const CatalogueCardFocused: Story = {
  render: () => <PromoCatalogueCards title="Collections" cards={catalogue.cards as never} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveFocus();
  },
};

/** BLK-07: one tier (one column) and four tiers (four columns on wide screens). */
export const StandingOrderTiers: Story = {
  render: () => (
    <>
      <StandingOrderPlans heading="One plan" leftCard={{ description: 'A single monthly shipment.' }} tiers={[{ title: 'Monthly', description: 'Every new title' }]} />
      <StandingOrderPlans heading="Four plans" leftCard={{ description: 'Choose your pace.', backgroundColor: '#0d2a4a', fontColor: '#ffffff' }}
        tiers={['Essentials', 'Popular', 'Complete', 'Everything'].map((title, i) => ({ title, description: `${(i + 1) * 4} titles a month` }))}
        buttons={[{ label: 'Talk to your rep', url: '/find-your-rep' }]} />
    </>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { completeIsbn13 } from '@shelfmark/api-client';
import { buildProduct } from '@shelfmark/api-client/testing';
import { SearchResultCard, searchResultsLabels } from '@shelfmark/commerce';
import { displayPrice, formatAuthors } from '@shelfmark/commerce/internal';
import { product } from './storyData';

const almanac = product("The Lighthouse Keeper's Almanac");
const almanacEbook = product("The Lighthouse Keeper's Almanac (eBook)");
const database = product('World History in Context');
const largePrint = product('Large Print Harbour Tales');

/** Fixed ISBNs: the fixture builder's own sequence depends on which stories ran before. */
const noCover = buildProduct({
  isbn13: completeIsbn13('979800000101'),
  fullTitle: 'Harbour Records, 1850–1900',
  clAuthorsNames: 'Mara Lind',
  imagesDAM: {},
});
const noPrice = buildProduct({
  isbn13: completeIsbn13('979800000102'),
  fullTitle: 'Tide Tables of the Northern Coast',
  price: null,
  customPrice: null,
});
const titleOnly = buildProduct({
  isbn13: completeIsbn13('979800000103'),
  fullTitle: 'Untitled Parish Register',
  imagesDAM: {},
  clAuthorsNames: null,
  clBindingFormat: null,
  copyrightYear: null,
  publicationDate: null,
  price: null,
  customPrice: null,
});

const meta = {
  title: 'Commerce/SearchResultCard',
  component: SearchResultCard,
  args: { product: almanac, text: searchResultsLabels },
  // On the results page the cards sit under the page's level-1 heading.
  decorators: [
    (Story) => (
      <>
        <h1 className="sm-visually-hidden">Search results</h1>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof SearchResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectTitleLink(canvasElement: HTMLElement, title: string, href: string) {
  const heading = within(canvasElement).getByRole('heading', { level: 2, name: title });
  await expect(within(heading).getByRole('link', { name: title })).toHaveAttribute('href', href);
}

/** SRCH-01: a print book: cover, title linking to the product page, author, ISBN-13, format, year, availability, price. */
export const Purchasable: Story = {
  play: async ({ canvasElement }) => {
    await expectTitleLink(canvasElement, almanac.fullTitle, `/products/${almanac.isbn13}`);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'By',
      'ISBN-13',
      'Format',
      'Year',
      'Availability',
      'Price',
    ]);
    await expect(canvas.getByText('By').nextElementSibling).toHaveTextContent(formatAuthors(almanac.clAuthorsNames));
    await expect(canvas.getByText('ISBN-13').nextElementSibling).toHaveTextContent(almanac.isbn13);
    await expect(canvas.getByText('Price').nextElementSibling).toHaveTextContent(displayPrice(almanac)!);
    // The cover is decorative (alt=""): the title names the result.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', almanac.imagesDAM!.small);
  },
};

/** SRCH-01: an eBook is purchasable too and opens the product page. */
export const EBook: Story = {
  args: { product: almanacEbook },
  play: async ({ canvasElement }) => {
    await expectTitleLink(canvasElement, almanacEbook.fullTitle, `/products/${almanacEbook.isbn13}`);
  },
};

/** SRCH-01: a database is not sold online: it opens the catalogue page and shows no price. */
export const NonEcommerce: Story = {
  args: { product: database },
  play: async ({ canvasElement }) => {
    await expectTitleLink(canvasElement, database.fullTitle, `/catalog/${database.isbn13}`);
    await expect(within(canvasElement).queryByText('Price')).not.toBeInTheDocument();
  },
};

/** Without a cover image: an empty placeholder of the cover's size, hidden from assistive technology. */
export const WithoutCover: Story = {
  args: { product: noCover },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('.sm-result__cover--empty')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Without a price (e.g. not priced for this customer): the price line is left out. */
export const WithoutPrice: Story = {
  args: { product: noPrice },
  play: async ({ canvasElement }) => {
    await expectTitleLink(canvasElement, noPrice.fullTitle, `/products/${noPrice.isbn13}`);
    await expect(within(canvasElement).queryByText('Price')).not.toBeInTheDocument();
  },
};

/** Only a title, its ISBN-13, format and availability (every product has them): no cover, authors, year or price. */
export const TitleAndFormatOnly: Story = {
  args: { product: titleOnly },
  play: async ({ canvasElement }) => {
    await expectTitleLink(canvasElement, titleOnly.fullTitle, `/products/${titleOnly.isbn13}`);
    await expect(
      within(canvasElement)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['ISBN-13', 'Format', 'Availability']);
    await expect(within(canvasElement).getByText('Format').nextElementSibling).toHaveTextContent('print');
  },
};

/** The second brand's catalogue. */
export const SecondBrand: Story = {
  args: { product: largePrint },
  parameters: { shelfmark: { site: 'thorndike' } },
  play: async ({ canvasElement }) => {
    await expectTitleLink(canvasElement, largePrint.fullTitle, `/products/${largePrint.isbn13}`);
  },
};

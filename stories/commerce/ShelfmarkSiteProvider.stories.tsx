import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductOffer } from '@shelfmark/commerce';
import { DEMO_UIDS, product } from './storyData';
import { createSiteConfig, ShelfmarkSiteProvider } from '@shelfmark/forms/site';

const almanac = product("The Lighthouse Keeper's Almanac");

/**
 * Gives every commerce widget below it the site's configuration (brand, market, currency, quantity limit, routes) and
 * the host app's navigation and link. Here a product offer under it.
 */
const meta = {
  title: 'Commerce/ShelfmarkSiteProvider',
  component: ShelfmarkSiteProvider,
  args: { config: createSiteConfig('shelfmark'), children: <ProductOffer product={almanac} /> },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
} satisfies Meta<typeof ShelfmarkSiteProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first brand's demo configuration: a buyer gets the add-to-cart form. */
export const FirstBrand: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

/** A configuration with the host app's own link component: storefront links render through it. */
export const OwnLinkComponent: Story = {
  args: {
    linkComponent: ({ href, children, ...rest }) => (
      <a href={href} data-host-link="true" {...rest}>
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

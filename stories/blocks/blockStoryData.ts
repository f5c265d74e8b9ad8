/**
 * Worlds for the block stories, built on the memory twin's demo seed and fixture builders
 * (`@shelfmark/api-client/testing`), never on test files.
 */
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { MenuItem } from '@shelfmark/api-client';
import { buildCart, demoSeed, DEMO_UIDS, type MemorySeed } from '@shelfmark/api-client/testing';

export { DEMO_UIDS };

/** The demo seed where `userId` has a cart holding `units` copies of one title of the brand. */
export function seedWithUnits(units: number, userId: string = DEMO_UIDS.buyer, brand = 'shelfmark'): MemorySeed {
  const seed = demoSeed();
  const product =
    seed.products.find((p) => p.brand === brand && p.stock?.stockLevelStatus === 'inStock') ?? seed.products[0]!;
  return { ...seed, carts: [buildCart({ userId, lines: [{ product, quantity: units }] })] };
}

export const headerMenu: MenuItem[] = [
  { displayText: 'Browse', href: '/search?q=' },
  { displayText: 'Fast Order', href: '/fast-order' },
  { displayText: 'Price & Availability', href: '/price-and-availability' },
];

export const footerMainMenu: MenuItem[] = [
  {
    displayText: 'Shop',
    sectionTitle: 'Shop',
    childMenuItems: [
      { displayText: 'Search the catalogue', href: '/search?q=' },
      { displayText: 'Fast Order', href: '/fast-order' },
    ],
  },
  {
    displayText: 'Your account',
    sectionTitle: 'Your account',
    childMenuItems: [
      { displayText: 'My Orders', href: '/my-orders' },
      { displayText: 'Profile', href: '/profile' },
    ],
  },
  {
    displayText: 'About',
    sectionTitle: 'About',
    childMenuItems: [
      { displayText: 'Accessibility', href: '/accessibility' },
      { displayText: 'Careers', href: 'https://careers.example.org', openInNewWindow: true },
    ],
  },
];

export const footerLegalMenu: MenuItem[] = [
  { displayText: 'Privacy', href: '/privacy' },
  { displayText: 'Terms of Use', href: '/terms' },
];

export const footerSocialMenu: MenuItem[] = [
  {
    displayText: 'Shelfmark on LinkedIn',
    href: 'https://linkedin.example.org/shelfmark',
    socialIcon: 'linkedin',
    openInNewWindow: true,
  },
  {
    displayText: 'Shelfmark on YouTube',
    href: 'https://youtube.example.org/shelfmark',
    socialIcon: 'youtube',
    openInNewWindow: true,
  },
];

/**
 * Shows a header part where the site header puts it: in the header's main bar, under a brand's tokens (the toolbar's
 * Brand when one is chosen, else the story's `parameters.brand`, else the first brand).
 */
export const inTheHeader: Decorator = (Story, context) => {
  const chosen =
    context.globals.brand === 'shelfmark' || context.globals.brand === 'thorndike' ? context.globals.brand : null;
  const brand = chosen ?? (context.parameters.brand as string | undefined) ?? 'shelfmark';
  return createElement(
    'div',
    { className: 'sm-header', 'data-brand': brand },
    createElement('div', { className: 'sm-header__bar sm-header__bar--main' }, createElement(Story)),
  );
};

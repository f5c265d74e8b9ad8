import type { Brand, Menu, MenuItem } from '@shelfmark/api-client/schemas';

const item = (displayText: string, href: string, childMenuItems?: MenuItem[], sectionTitle?: string): MenuItem => ({
  displayText,
  href,
  ...(childMenuItems ? { childMenuItems } : {}),
  ...(sectionTitle ? { sectionTitle } : {}),
});

const configuration = (brand: Brand): Menu['configuration'] => ({
  signIn: { link: '/api/auth/login', text: 'Sign in' },
  signOut: { link: '/api/auth/federated-logout', text: 'Sign out' },
  registration: { link: '/register', text: 'Register' },
  logo:
    brand === 'thorndike'
      ? { alt: 'Thorndike Press home', src: '/logo-thorndike.png', link: '/' }
      : { alt: 'Shelfmark home', src: '/logo.png', link: '/' },
  searchPlaceholder: 'Search by title, author or ISBN',
  regionSelectorAriaLabel: 'Region: {selectedRegion}',
});

/** The main menu's content cards (HDR-03): shown in the mega menu's panels and the mobile menu drawer. */
const menuCards = (brand: Brand): Menu['cards'] => [
  brand === 'thorndike'
    ? {
        title: 'Large print, ready to shelve',
        description: 'Order by ISBN in one go with Fast Order.',
        url: '/fast-order',
        label: 'Open Fast Order',
        linkType: 'internal',
        columnWidth: 6,
      }
    : {
        title: 'Order by ISBN',
        description: 'Paste a list of ISBNs and add them all to your cart.',
        url: '/fast-order',
        label: 'Open Fast Order',
        linkType: 'internal',
        columnWidth: 6,
      },
  {
    title: 'Check prices for your account',
    description: 'Up to ten ISBNs at once, with stock.',
    url: '/price-and-availability',
    label: 'Price & Availability',
    linkType: 'internal',
    columnWidth: 6,
  },
];

/** Header and footer menus of each site (HDR-01, FTR-01), served by GET /api/content/menus?name=. */
export function seededMenus(brand: Brand): Menu[] {
  const main: MenuItem[] =
    brand === 'thorndike'
      ? [
          item('New Large Print', '/search?q=large%20print'),
          item('Fast Order', '/fast-order'),
          item('Price & Availability', '/price-and-availability'),
          item('Order Tracking', '/order-tracking'),
        ]
      : [
          item('Browse', '/search?q=', [
            item('New releases', '/search?q=&sort=date-desc'),
            item('Large print', '/search?q=large%20print'),
          ]),
          item('Fast Order', '/fast-order'),
          item('Price & Availability', '/price-and-availability'),
          item('Help', '/contact', [
            item('Contact us', '/contact'),
            item('Order tracking', '/order-tracking'),
            item('Access code checker', '/access-codes'),
          ]),
        ];
  return [
    { name: 'main-menu', items: main, cards: menuCards(brand), configuration: configuration(brand) },
    {
      name: 'footer-menu',
      items: [
        item(
          'Shop',
          '/',
          [
            item('Search the catalogue', '/search?q='),
            item('Fast Order', '/fast-order'),
            item('Wish Lists', '/wishlist'),
          ],
          'Shop',
        ),
        item(
          'Your account',
          '/',
          [item('My Orders', '/my-orders'), item('Order Tracking', '/order-tracking'), item('Profile', '/profile')],
          'Your account',
        ),
        item(
          'Tools',
          '/',
          [
            item('Price & Availability', '/price-and-availability'),
            item('Access Code Checker', '/access-codes'),
            item('Register', '/register'),
          ],
          'Tools',
        ),
        item('Help', '/', [item('Contact us', '/contact')], 'Help'),
      ],
    },
    {
      name: 'footer-legal-menu',
      items: [item('Privacy', '/privacy'), item('Terms of Use', '/terms'), item('Accessibility', '/accessibility')],
    },
    // No social links in the demo: they would point off the machine.
    { name: 'footer-social-menu', items: [] },
  ];
}

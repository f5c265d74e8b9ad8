import type { Brand } from '@shelfmark/api-client';
import type { MenuItem } from '@shelfmark/blocks';

/** The demo menus until the CMS serves them (GET /api/content/menus). Paths are the host app's routes. */
export function headerMenu(brand: Brand): MenuItem[] {
  return brand === 'thorndike'
    ? [
        { displayText: 'New Large Print', href: '/search?q=large%20print' },
        { displayText: 'Fast Order', href: '/fast-order' },
        { displayText: 'Price & Availability', href: '/price-and-availability' },
        { displayText: 'Order Tracking', href: '/order-tracking' },
      ]
    : [
        { displayText: 'Browse', href: '/search?q=' },
        { displayText: 'Fast Order', href: '/fast-order' },
        { displayText: 'Price & Availability', href: '/price-and-availability' },
      ];
}

export function footerMenus(): { mainMenu: MenuItem[]; legalMenu: MenuItem[]; socialMenu: MenuItem[] } {
  return {
    mainMenu: [
      { displayText: 'Shop', sectionTitle: 'Shop', href: '/', childMenuItems: [
        { displayText: 'Search the catalogue', href: '/search?q=' },
        { displayText: 'Fast Order', href: '/fast-order' },
        { displayText: 'Wish Lists', href: '/wishlist' },
      ] },
      { displayText: 'Your account', sectionTitle: 'Your account', href: '/', childMenuItems: [
        { displayText: 'My Orders', href: '/my-orders' },
        { displayText: 'Order Tracking', href: '/order-tracking' },
        { displayText: 'Profile', href: '/profile' },
      ] },
      { displayText: 'Tools', sectionTitle: 'Tools', href: '/', childMenuItems: [
        { displayText: 'Price & Availability', href: '/price-and-availability' },
        { displayText: 'Access Code Checker', href: '/access-codes' },
        { displayText: 'Register', href: '/register' },
      ] },
    ],
    legalMenu: [
      { displayText: 'Privacy', href: '/privacy' },
      { displayText: 'Terms of Use', href: '/terms' },
      { displayText: 'Accessibility', href: '/accessibility' },
    ],
    // No social links in the demo: they would point off the machine.
    socialMenu: [],
  };
}

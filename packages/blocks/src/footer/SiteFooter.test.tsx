import { render, screen, within } from '@testing-library/react';
import type { MenuItem } from '../menu/menuItem';
import { SiteFooter } from './SiteFooter';

const mainMenu: MenuItem[] = [
  {
    displayText: 'Shop',
    sectionTitle: 'Shop',
    href: '#',
    childMenuItems: [{ displayText: 'New Releases', href: '/search?q=new' }],
  },
  {
    displayText: 'Help',
    sectionTitle: 'Help',
    href: '#',
    childMenuItems: [{ displayText: 'Order Tracking', href: '/order-tracking' }],
  },
  {
    displayText: 'About',
    sectionTitle: 'About',
    href: '#',
    childMenuItems: [{ displayText: 'Careers', href: 'https://careers.example.org', openInNewWindow: true }],
  },
];
const legalMenu: MenuItem[] = [
  { displayText: 'Privacy Policy', href: '/privacy' },
  { displayText: 'Terms of Use', href: '/terms' },
];
const socialMenu: MenuItem[] = [
  {
    displayText: 'Shelfmark on LinkedIn',
    href: 'https://linkedin.example.org/shelfmark',
    socialIcon: 'linkedin',
    openInNewWindow: true,
  },
];

describe('SiteFooter', () => {
  it('FTR-01 shows the main menu columns, the social menu and the legal menu', () => {
    render(<SiteFooter mainMenu={mainMenu} legalMenu={legalMenu} socialMenu={socialMenu} />);
    const main = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Shop', 'Help', 'About']);
    expect(within(main).getByRole('link', { name: 'Order Tracking' })).toHaveAttribute('href', '/order-tracking');
    expect(within(main).getByRole('link', { name: 'Careers (opens in a new window)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Shelfmark on LinkedIn (opens in a new window)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(within(screen.getByRole('navigation', { name: 'Legal' })).getAllByRole('link')).toHaveLength(2);
    expect(main).toHaveAttribute('data-columns', '3');
  });

  it('FTR-01 lays four or more sections out in four columns', () => {
    render(
      <SiteFooter
        mainMenu={[...mainMenu, { displayText: 'More', sectionTitle: 'More', href: '#', childMenuItems: [] }]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Footer' })).toHaveAttribute('data-columns', '4');
  });

  it('FTR-01 a reduced footer hides the main and social menus but keeps the legal menu', () => {
    render(<SiteFooter mainMenu={mainMenu} legalMenu={legalMenu} socialMenu={socialMenu} isReduced />);
    expect(screen.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('FTR-01 names the second brand in its logo link and copyright; logo 290x39 there, 137x40 on the first brand', () => {
    const { rerender } = render(<SiteFooter brand="thorndike" />);
    expect(screen.getByRole('link', { name: 'Thorndike Press home' })).toHaveAttribute('data-logo-size', '290x39');
    rerender(<SiteFooter />);
    expect(screen.getByRole('link', { name: 'Shelfmark home' })).toHaveAttribute('data-logo-size', '137x40');
    rerender(<SiteFooter brand="thorndike" />);
    expect(screen.getByText('© Thorndike Press. All rights reserved.')).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MenuItem } from '../menu/menuItem';
import { MegaMenu } from './MegaMenu';

const items: MenuItem[] = [
  {
    displayText: 'Books',
    href: '/search',
    childMenuItems: [
      {
        displayText: 'Formats',
        sectionTitle: 'Formats',
        childMenuItems: [
          { displayText: 'Large print', href: '/search?q=large%20print' },
          { displayText: 'Audio', href: '/search?q=audio' },
        ],
      },
      { displayText: 'New releases', href: '/search?sort=date-desc' },
    ],
  },
  { displayText: 'Tools', childMenuItems: [{ displayText: 'Fast order entry', href: '/fast-order' }] },
  { displayText: 'Help', href: '/help' },
];

describe('MegaMenu', () => {
  it('HDR-01 an entry with children opens its panel of sections and links', async () => {
    render(<MegaMenu items={items} label="Main" />);
    const books = screen.getByRole('button', { name: 'Books' });
    expect(books).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Large print' })).not.toBeInTheDocument();
    await userEvent.click(books);
    expect(books).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Formats')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Large print' })).toHaveAttribute('href', '/search?q=large%20print');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });

  it('HDR-01 arrow keys: Right moves between entries, Down enters the panel, Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<MegaMenu items={items} label="Main" />);
    screen.getByRole('button', { name: 'Books' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tools' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Books' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('link', { name: 'Books' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Books' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Large print' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Books' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Books' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('HDR-01 leaving the menu closes the open panel', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MegaMenu items={items} label="Main" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Tools' }));
    expect(screen.getByRole('link', { name: 'Fast order entry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('link', { name: 'Fast order entry' })).not.toBeInTheDocument();
  });

  it("HDR-03 every open panel shows the menu's content cards: title, description and link, external ones in a new window", async () => {
    const cards = [
      {
        title: 'Standing orders',
        description: 'New large print titles every month.',
        url: '/fast-order',
        label: 'Set one up',
        linkType: 'internal' as const,
      },
      {
        title: 'Research guides',
        description: null,
        url: 'https://guides.example.org/',
        linkType: 'external' as const,
        columnWidth: 6,
      },
    ];
    render(<MegaMenu items={items} label="Main" cards={cards} />);
    expect(screen.queryByRole('link', { name: 'Set one up' })).not.toBeInTheDocument();
    const books = screen.getByRole('button', { name: 'Books' });
    await userEvent.click(books);
    const panel = document.getElementById(books.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Standing orders')).toBeVisible();
    expect(within(panel).getByText('New large print titles every month.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set one up' })).toHaveAttribute('href', '/fast-order');
    const external = screen.getByRole('link', { name: 'Research guides (opens in a new window)' });
    expect(external).toHaveAttribute('href', 'https://guides.example.org/');
    expect(external).toHaveAttribute('target', '_blank');
  });
});

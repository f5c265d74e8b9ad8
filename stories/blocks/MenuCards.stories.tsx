import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { MenuContentCard } from '@shelfmark/api-client/schemas';
import { MenuCards } from '../../packages/blocks/src/header/MenuCards';

const cards: MenuContentCard[] = [
  {
    title: 'Spring catalogue',
    description: 'Every large-print title of the season.',
    url: '/catalogues/spring',
    label: 'See the catalogue',
    linkType: 'internal',
    backgroundColor: '#0d2a4a',
    textColor: '#ffffff',
    columnWidth: 8,
  },
  { title: 'Find your rep', url: '/find-your-rep', linkType: 'internal', columnWidth: 4 },
  {
    title: 'Author events',
    description: 'Talks and signings near you.',
    url: 'https://events.example.org',
    label: 'Events calendar',
    linkType: 'external',
    columnWidth: 12,
  },
];

/**
 * A menu's content cards (HDR-01, spec 002 §3 "Menu content card"): title, description and a link (its label, else the
 * title), in the editor's colours. The site header shows them in the mobile menu drawer, one under the other, and in
 * the mega menu's panel, where a card takes `columnWidth` twelfths of the row.
 */
const meta = {
  title: 'Blocks/MenuCards',
  component: MenuCards,
  args: { cards },
  decorators: [
    (Story) => (
      <nav aria-label="Main" data-brand="shelfmark">
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof MenuCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HDR-01: in the mobile drawer: the cards one under the other; an external link opens a new window and says so. */
export const Stacked: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'See the catalogue' })).toHaveAttribute('href', '/catalogues/spring');
    // Without a label the title is the link.
    await expect(canvas.getByRole('link', { name: 'Find your rep' })).toHaveAttribute('href', '/find-your-rep');
    await expect(canvas.getByRole('link', { name: 'Events calendar (opens in a new window)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** HDR-01: in the mega menu's panel: the first row 8 + 4 twelfths, the third card the full row. */
export const InTheMegaMenuPanel: Story = {
  decorators: [
    (Story) => (
      <div className="sm-mega__panel" style={{ position: 'static' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [wide, narrow] = within(canvasElement).getAllByRole('listitem');
    await expect(wide!.getBoundingClientRect().width).toBeGreaterThan(narrow!.getBoundingClientRect().width * 1.5);
    await expect(wide!.getBoundingClientRect().top).toBe(narrow!.getBoundingClientRect().top);
  },
};

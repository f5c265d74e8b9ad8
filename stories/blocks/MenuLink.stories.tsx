import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MenuLink } from '@shelfmark/blocks';
import { footerMainMenu, headerMenu } from './blockStoryData';

const fastOrder = headerMenu.find((item) => item.href === '/fast-order')!;
const careers = footerMainMenu.flatMap((section) => section.childMenuItems ?? []).find((item) => item.openInNewWindow)!;

const meta = {
  title: 'Blocks/MenuLink',
  component: MenuLink,
  args: { item: fastOrder },
  // Menu links live in a navigation landmark, as in the header and footer.
  decorators: [
    (Story) => (
      <nav aria-label="Example menu">
        <Story />
      </nav>
    ),
  ],
} satisfies Meta<typeof MenuLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An in-app path: rendered through the host app's link component (a plain anchor without a ShelfmarkSiteProvider). */
export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Fast Order' });
    await expect(link).toHaveAttribute('href', '/fast-order');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** A link that opens a new window: target _blank, no opener, and screen readers hear that it opens a new window. */
export const ExternalNewWindow: Story = {
  args: { item: careers },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: `${careers.displayText} (opens in a new window)` });
    await expect(link).toHaveAttribute('href', careers.href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** An external address in the same window: a plain anchor. */
export const ExternalSameWindow: Story = {
  args: { item: { ...careers, openInNewWindow: false } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: careers.displayText });
    await expect(link).toHaveAttribute('href', careers.href);
    await expect(link).not.toHaveAttribute('target');
  },
};

/** The editor's "opens in a new window" text replaced (e.g. a translation). */
export const CustomNewWindowText: Story = {
  args: { item: careers, newWindowText: '(nouvelle fenêtre)' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: `${careers.displayText} (nouvelle fenêtre)` }),
    ).toBeInTheDocument();
  },
};

/** An entry without an address (a section title) is text, not a link. */
export const WithoutAddress: Story = {
  args: { item: { displayText: 'Your account' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Your account')).toBeInTheDocument();
  },
};

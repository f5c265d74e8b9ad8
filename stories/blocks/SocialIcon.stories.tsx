import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SocialIcon } from '../../packages/blocks/src/footer/SocialIcon';
import { footerSocialMenu } from './blockStoryData';

/**
 * The mark of a social-menu link in the footer (FTR-01), drawn inline. It is hidden from screen readers: the link around
 * it carries the name ("Shelfmark on LinkedIn"), as in the footer.
 */
const meta = {
  title: 'Blocks/SocialIcon',
  component: SocialIcon,
  args: { name: 'linkedin' },
  render: (args) => (
    <a href={footerSocialMenu[0]!.href!} style={{ color: 'var(--sm-color-text)' }}>
      <SocialIcon {...args} />
      <span className="sm-visually-hidden">{footerSocialMenu[0]!.displayText}</span>
    </a>
  ),
} satisfies Meta<typeof SocialIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** FTR-01: a network the footer knows (LinkedIn): its mark, hidden from assistive technology; the link keeps its name. */
export const KnownNetwork: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Shelfmark on LinkedIn' })).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** FTR-01: every network the footer draws (the editor's `socialIcon`, any case), side by side. */
export const AllNetworks: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', margin: 0, padding: 0, color: 'var(--sm-color-text)' }}>
      {['Facebook', 'X', 'LinkedIn', 'YouTube', 'Instagram'].map((network) => (
        <li key={network} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
          <SocialIcon name={network} />
          <span>{network}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
  },
};

/** FTR-01: a network it does not know (or none): a generic link mark, never an empty space. */
export const UnknownNetwork: Story = {
  args: { name: 'mastodon' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg path')).toHaveAttribute('d', expect.stringMatching(/^M10 14a4 4/));
  },
};

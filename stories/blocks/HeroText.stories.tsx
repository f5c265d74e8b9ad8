import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeroText } from '../../packages/blocks/src/content/shared/HeroText';
import { headingLevelArgType } from '../argTypes';

/** The text column the banners share (BLK-01): shown in a banner's section, which its heading names. */
const meta = {
  title: 'Blocks/HeroText',
  component: HeroText,
  argTypes: { headingLevel: headingLevelArgType },
  args: {
    id: 'hero-heading',
    heading: 'Large print for every reader',
    subheading: 'New titles every month',
    description: 'Standing orders bring the season’s large-print titles to your shelves, processed and ready to lend.',
    buttons: [
      { label: 'Browse the catalogue', url: '/search?q=' },
      { label: 'Talk to your rep', url: '/find-your-rep', variant: 'secondary' },
    ],
    headingLevel: 2,
  },
  decorators: [
    (Story, { args }) => (
      <section className="sm-hero" aria-labelledby={args.id}>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof HeroText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-01: heading, subheading, description and two buttons; the heading names the banner. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Large print for every reader' })).toBeVisible();
    await expect(canvas.getByText('New titles every month')).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Browse the catalogue',
      'Talk to your rep',
    ]);
  },
};

/** BLK-01: the heading alone: no empty paragraphs, no button row. */
export const HeadingOnly: Story = {
  args: { id: 'hero-heading-only', subheading: null, description: null, buttons: [], headingLevel: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Large print for every reader' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};

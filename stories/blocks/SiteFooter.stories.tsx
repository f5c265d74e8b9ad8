import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFooter } from '@shelfmark/blocks';
import { footerLegalMenu, footerMainMenu, footerSocialMenu } from './blockStoryData';
import { brandArgType } from '../argTypes';

const meta = {
  title: 'Blocks/SiteFooter',
  component: SiteFooter,
  argTypes: { brand: brandArgType },
  args: { mainMenu: footerMainMenu, legalMenu: footerLegalMenu, socialMenu: footerSocialMenu },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** FTR-01: main menu in three columns, social and legal menus. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toHaveAttribute('data-columns', '3');
    await expect(canvas.getByRole('navigation', { name: 'Follow us' })).toBeInTheDocument();
  },
};

/** FTR-01: four sections make four columns. */
export const FourColumns: Story = {
  args: {
    mainMenu: [
      ...footerMainMenu,
      {
        displayText: 'Help',
        sectionTitle: 'Help',
        childMenuItems: [{ displayText: 'Order Tracking', href: '/order-tracking' }],
      },
    ],
  },
};

/** FTR-01: a reduced footer keeps only the legal menu. */
export const Reduced: Story = {
  args: { isReduced: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Follow us' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Legal' })).toBeInTheDocument();
  },
};

/** The second brand's footer. */
export const SecondBrand: Story = {
  args: { brand: 'thorndike' },
  parameters: { shelfmark: { site: 'thorndike' } },
};

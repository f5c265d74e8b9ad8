import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandLogo } from '../../packages/blocks/src/header/BrandLogo';
import { brandArgType } from '../argTypes';
import { inTheHeader } from './blockStoryData';

/**
 * The brand's logo in the header and footer, drawn inline (no image request). It is hidden from screen readers: the
 * home link around it carries "{brandName} home", as in the header.
 */
const meta = {
  title: 'Blocks/BrandLogo',
  component: BrandLogo,
  argTypes: { brand: brandArgType },
  args: { brand: 'shelfmark', brandName: 'Shelfmark' },
  render: (args) => (
    <a className="sm-header__logo" href="/">
      <BrandLogo {...args} />
      <span className="sm-visually-hidden">{`${args.brandName} home`}</span>
    </a>
  ),
  decorators: [inTheHeader],
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** HDR-01: the first brand: three book spines and its name. */
export const FirstBrand: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Shelfmark home' })).toBeVisible();
    await expect(canvasElement.querySelector('.sm-logo--shelfmark')).toHaveTextContent('Shelfmark');
  },
};

/** HDR-01: the second brand's variant: its round mark and name, in its tokens. */
export const SecondBrand: Story = {
  args: { brand: 'thorndike', brandName: 'Thorndike Press' },
  parameters: { brand: 'thorndike' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Thorndike Press home' })).toBeVisible();
    await expect(canvasElement.querySelector('.sm-logo--thorndike')).toHaveTextContent('Thorndike Press');
  },
};

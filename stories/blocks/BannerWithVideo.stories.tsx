import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BannerWithVideo } from '@shelfmark/blocks';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';
import type { ComponentProps } from 'react';
import { enumArgType, headingLevelArgType } from '../argTypes';
import { staticCovers } from '../coverPaths';

const banner = staticCovers(demoBlockDocuments['Banner With Video']!.document) as unknown as ComponentProps<
  typeof BannerWithVideo
>;

const meta = {
  title: 'Blocks/BannerWithVideo',
  component: BannerWithVideo,
  argTypes: { headingLevel: headingLevelArgType, playMode: enumArgType('modal', 'inline') },
  args: banner,
} satisfies Meta<typeof BannerWithVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-01: banner with its video shown as a preview that opens the modal player. */
export const BannerModal: Story = {};

/** BLK-01: banner playing inline (the local clip, poster from the document, nothing loaded before play). */
export const BannerInline: Story = {
  args: { playMode: 'inline' },
  // A live <video> element never gives two identical screenshots.
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Storefront tour')).toHaveAttribute('preload', 'none');
  },
};

/** BLK-01: the modal player open; Escape closes it and focus returns to the preview. */
export const BannerModalOpen: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play video: Storefront tour' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Storefront tour' })).toBeInTheDocument();
  },
};

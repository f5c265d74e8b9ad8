import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoGrid } from '@shelfmark/blocks';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';
import { enumArgType, headingLevelArgType } from '../argTypes';
import { staticCovers } from '../coverPaths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a demo document read loosely into the block's props, which type it
type Doc = Record<string, any>;
const promo = staticCovers(demoBlockDocuments['Promo Grid']!.document) as Doc;

const meta = {
  title: 'Blocks/PromoGrid',
  component: PromoGrid,
  argTypes: { headingLevel: headingLevelArgType, template: enumArgType('image', 'video', 'icon') },
  args: { title: 'Services', template: 'icon', columns: 3, items: promo.items as never },
} satisfies Meta<typeof PromoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-04: promo grid, video template. */
export const PromoGridVideo: Story = {
  render: () => (
    <PromoGrid
      title="Watch"
      template="video"
      items={(promo.items as Doc[]).map((item, i) => ({ ...item, video: { videoID: `clip-${i}` } }))}
    />
  ),
};

/** BLK-04: promo grid, icon template. */
export const PromoGridIcons: Story = {
  render: () => <PromoGrid title="Services" template="icon" columns={3} items={promo.items as never} />,
};

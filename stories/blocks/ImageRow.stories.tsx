import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageRow } from '@shelfmark/blocks';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';
import { enumArgType, headingLevelArgType } from '../argTypes';
import { coverPath, staticCovers } from '../coverPaths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a demo document read loosely into the block's props, which type it
type Doc = Record<string, any>;
const rowImages = (staticCovers(demoBlockDocuments['Image Row']!.document) as Doc).images;
const cover = (isbn: string) => ({ src: coverPath(isbn, 144), alt: `Award ${isbn.slice(-3)}` });

const meta = {
  title: 'Blocks/ImageRow',
  component: ImageRow,
  argTypes: { headingLevel: headingLevelArgType, template: enumArgType('covers', 'icons') },
  args: { title: 'Bestsellers', images: rowImages },
} satisfies Meta<typeof ImageRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-04: image row of icons (144x144). */
export const ImageRowIcons: Story = {
  render: () => (
    <ImageRow title="Awards" template="icons" images={['9780000000002', '9781594130014', '9781432850012'].map(cover)} />
  ),
};

/** BLK-04: image row of covers; at this width the 4th and 5th are hidden (under 1100px). */
export const ImageRowCovers: Story = { render: () => <ImageRow title="Bestsellers" images={rowImages} /> };

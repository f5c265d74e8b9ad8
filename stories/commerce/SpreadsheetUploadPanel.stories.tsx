import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SpreadsheetUploadPanel } from '../../packages/commerce/src/cart/upload/SpreadsheetUploadPanel';
import { phoneStory } from '../phone';
import { DEMO_UIDS, STORY_ISBNS } from './selfService.storyData';

const csv = (name: string, rows: string[]) => new File([rows.join('\r\n')], name, { type: 'text/csv' });

/** A selection list as a buyer gets it: a title column, ISBN-13 and Qty headings, `;` separated, a bad row or two. */
const MIXED = csv('spring-list.csv', [
  'Title;ISBN-13;Qty',
  `"The Lighthouse Keeper's Almanac";${STORY_ISBNS.almanac};2`,
  `"An Atlas of Ancient Trade Routes";${STORY_ISBNS.atlas};3`,
  'A typo;978-0-306-40615-8;1',
  'Too many;9780306406157;1000',
]);

/**
 * The spreadsheet upload once a file is chosen (SpreadsheetUpload loads it then): the file read, its columns found
 * or picked, every row checked and shown before anything is added, then the add with its progress and its result.
 */
const meta = {
  title: 'Commerce/SpreadsheetUploadPanel',
  component: SpreadsheetUploadPanel,
  args: { file: MIXED, onReset: fn(), onDone: fn(), headingLevel: 3 },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/cart' } },
  // Under the upload's own heading, as SpreadsheetUpload places it.
  decorators: [
    (Story) => (
      <section className="sm-upload" aria-labelledby="upload-title">
        <h2 id="upload-title" className="sm-upload__title">
          Upload a spreadsheet
        </h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof SpreadsheetUploadPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preview: the rows to add, and each refused row with its row number and reason. Nothing added yet. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refused = await canvas.findByRole('table', { name: 'Rows that cannot be added' });
    await expect(refused).toHaveTextContent('the ISBN’s check digit is wrong');
    await expect(canvas.getByRole('button', { name: 'Add 2 titles to cart' })).toBeVisible();
  },
};

/** The preview on the second brand. */
export const PreviewSecondBrand: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/cart', site: 'thorndike' } },
  play: Preview.play,
};

/** Headings that do not name the columns: the buyer picks them, the best guess preselected. */
export const ColumnPicker: Story = {
  args: { file: csv('from-a-colleague.csv', ['Title,Code,Count', `Almanac,${STORY_ISBNS.almanac},6`]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Which columns hold the ISBNs and the quantities?' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'ISBN column' })).toHaveDisplayValue('Column B: Code');
  },
};

/** Added: what went in, and the way back to the file input. */
export const Added: Story = {
  args: { file: csv('list.csv', ['ISBN,Qty', `${STORY_ISBNS.atlas},2`]) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add 1 title to cart' }));
    await expect(await canvas.findByText('1 title was added to your cart.')).toBeVisible();
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** A bad file: refused with its reason; nothing is added. */
export const BadFile: Story = {
  args: { file: new File(['PK\u0003\u0004 not a workbook'], 'broken.xlsx') },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('“broken.xlsx” could not be read');
    await expect(alert).toHaveTextContent('Nothing was added to your cart.');
  },
};

/** The preview on a phone: the tables wrap, nothing scrolls sideways. */
export const PreviewOnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'Rows that cannot be added' })).toBeVisible();
  }),
  tags: ['phone'],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductFiles } from '@shelfmark/blocks';

const files = [
  {
    title: 'Title list (spring)',
    url: '/files/spring-titles.pdf',
    type: 'PDF',
    ariaLabel: 'Title list for spring, PDF',
  },
  { title: 'Price list', url: '/files/price-list.xlsx', type: 'XLSX' },
  { title: 'MARC records', url: 'https://example.com/marc.zip', isNewWindow: true, color: '#0b6e4f' },
];

const meta = {
  title: 'Blocks/ProductFiles',
  component: ProductFiles,
  args: { title: 'Downloads', files },
} satisfies Meta<typeof ProductFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-05: file links with their kind; the fuller name is read after the visible text; a new window is announced. */
export const Files: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The visible text first (WCAG 2.5.3), then the fuller name.
    const list = canvas.getByRole('link', { name: /^PDF Title list \(spring\)\s*, Title list for spring, PDF$/ });
    await expect(list).toHaveAttribute('href', '/files/spring-titles.pdf');
    await expect(canvas.getByRole('link', { name: 'MARC records (opens in a new window)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** BLK-05: the new-window text translated. */
export const TranslatedLabels: Story = {
  args: { title: 'Descargas', files: [files[2]!], labels: { newWindow: '(se abre en una ventana nueva)' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'MARC records (se abre en una ventana nueva)' }),
    ).toBeVisible();
  },
};

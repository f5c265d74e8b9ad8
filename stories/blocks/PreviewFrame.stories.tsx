import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contentRegistry, pageRendererLabels, SingleButton } from '@shelfmark/blocks';
import { PreviewFrame } from '../../packages/blocks/src/registry/PreviewFrame';

const component = {
  id: 'start-order',
  type: 'Single Button',
  params: { edit: { page: 'home', component: 'start-order' } },
};
const options = { registry: contentRegistry, isPreview: true, showPlaceholders: true, text: pageRendererLabels };

/**
 * A block in preview (CMS-01): the page renderer puts each block in this frame, with a bar above it holding the edit
 * button, so the button never covers the block's own controls. Its texts are the page renderer's labels.
 */
const meta = {
  title: 'Blocks/PreviewFrame',
  component: PreviewFrame,
  args: {
    component,
    options: { ...options, onEdit: fn() },
    children: <SingleButton button={{ label: 'Start an order', url: '/fast-order' }} />,
  },
} satisfies Meta<typeof PreviewFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMS-01: without an edit address: "Edit Single Button" is a button that reports the component to the host. */
export const EditButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Single Button' }));
    await expect(args.options.onEdit).toHaveBeenCalledWith(component);
    await expect(canvas.getByRole('link', { name: 'Start an order' })).toBeVisible();
  },
};

/** CMS-01: with the CMS's edit address: a link that opens the component in the CMS in a new tab, and says so. */
export const EditLinkToTheCms: Story = {
  args: { options: { ...options, editUrlTemplate: 'https://cms.example.org/edit/{page}/{component}' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Edit Single Button (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://cms.example.org/edit/home/start-order');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

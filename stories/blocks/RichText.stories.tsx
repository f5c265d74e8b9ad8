import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from '@shelfmark/blocks';

const meta = {
  title: 'Blocks/RichText',
  component: RichText,
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMS-03: the formatting editors use survives. */
export const Formatted: Story = {
  args: {
    html: [
      '<h2>Ordering for your library</h2>',
      '<p style="text-align: center">Orders placed by <strong>2 pm Eastern</strong> ship the <em>same day</em>.</p>',
      '<ul><li>Standing orders</li><li>Firm orders</li></ul>',
      '<p>Questions? <a href="/order-tracking">Track an order</a> or read the <a href="https://help.example.org" target="_blank">help centre</a>.</p>',
      '<table><caption>Shipping</caption><thead><tr><th scope="col">Order</th><th scope="col">Cost</th></tr></thead><tbody><tr><td>Under $50</td><td>$5</td></tr></tbody></table>',
    ].join(''),
  },
};

/** CMS-03: scripts, handlers, javascript: links, frames, forms and unlisted styles are stripped. */
export const HostileHtmlStripped: Story = {
  args: {
    html: [
      '<p onclick="alert(1)" style="position: fixed; top: 0; color: #b3261e">Only the text and the colour stay.<script>alert(2)</script></p>',
      '<a href="javascript:alert(3)">A link that goes nowhere</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="https://evil.example"><input name="card"><button>Pay</button></form>',
      '<img alt="" onerror="alert(4)">',
      '<style>body { display: none }</style>',
    ].join(''),
  },
  play: async ({ canvasElement }) => {
    const html = canvasElement.innerHTML;
    await expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe|<form|<input|<style|position: fixed/);
    await expect(within(canvasElement).getByText('Only the text and the colour stay.')).toHaveStyle({
      color: 'rgb(179, 38, 30)',
    });
  },
};

/** Nothing left after sanitising renders nothing. */
export const EmptyAfterSanitising: Story = {
  args: { html: '<script>alert(1)</script>' },
  parameters: { caption: 'Empty on purpose: nothing survives sanitising, so RichText renders nothing.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sm-rich-text')).toBeNull();
  },
};

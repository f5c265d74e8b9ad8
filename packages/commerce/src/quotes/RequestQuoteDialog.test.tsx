import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { RequestQuoteDialog, type QuoteRequestState } from './RequestQuoteDialog';

const product = { fullTitle: 'Teaching Reading in the Middle Grades', isbn13: '9780000031112' };

function Harness({ state, onSubmit }: { state: QuoteRequestState; onSubmit: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <RequestQuoteDialog
      open={open}
      onOpenChange={setOpen}
      product={product}
      shipTo="Galway City Library (1000600)"
      state={state}
      onSubmit={onSubmit}
      quotesHref="/my-orders/quotes"
      trigger={<button type="button">Request a quote</button>}
    />
  );
}

describe('Request a quote dialog', () => {
  it('opens from its button with the title and ship-to shown, sends quantity and note, and gives focus back on close', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness state={{ status: 'idle' }} onSubmit={onSubmit} />);
    const trigger = screen.getByRole('button', { name: 'Request a quote' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    expect(dialog).toHaveTextContent('Teaching Reading in the Middle Grades');
    expect(dialog).toHaveTextContent('Galway City Library (1000600)');
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.type(within(dialog).getByRole('textbox', { name: /Note for your rep/ }), '  Spring term  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(onSubmit).toHaveBeenCalledWith({ quantity: 12, note: 'Spring term' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('an empty quantity is named on the field and nothing is sent', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness state={{ status: 'idle' }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    await user.clear(within(dialog).getByRole('spinbutton', { name: /Quantity/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByRole('spinbutton', { name: /Quantity/ })).toHaveAccessibleDescription(
      /Please, provide quantity/,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a refusal is named in the dialog and takes focus; the answer names the quote and links to My Orders → Quotes', async () => {
    const { user, rerender } = renderWithProviders(<Harness state={{ status: 'idle' }} onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    await screen.findByRole('dialog', { name: 'Request a quote' });
    rerender(<Harness state={{ status: 'failed', message: null }} onSubmit={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request could not be sent. Try again, or contact your rep.');
    await waitFor(() => expect(alert).toHaveFocus());
    rerender(<Harness state={{ status: 'sent', quoteNumber: 'Q1000004' }} onSubmit={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Quote Q1000004 requested. Find it under My Orders → Quotes',
    );
    expect(within(dialog).getByRole('link', { name: 'View my quotes' })).toHaveAttribute('href', '/my-orders/quotes');
  });
});

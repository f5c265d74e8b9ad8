import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toMoney } from '@shelfmark/api-client';
import { renderWithProviders } from '../../../../test/render';
import { QuoteList } from './QuoteList';
import type { QuoteView } from './quoteView';

const line = (quantity: number, price?: number) => ({
  productCode: '9780000031112P',
  isbn13: '9780000031112',
  title: 'Teaching Reading in the Middle Grades',
  quantity,
  unitPrice: price === undefined ? null : toMoney(price),
});
const quote = (over: Partial<QuoteView>): QuoteView => ({
  number: 'Q1000002',
  status: 'quoted',
  requestedAt: '2026-11-12T09:30:00Z',
  expiresOn: '2026-12-31',
  total: toMoney(462),
  lines: [line(12, 38.5)],
  ...over,
});

describe('My Orders → Quotes list', () => {
  it('a quoted quote shows its unit price, line total, total, "Valid until MM/DD/YYYY", and Accept quote calls accept', async () => {
    const onAccept = vi.fn();
    const { user } = renderWithProviders(<QuoteList quotes={[quote({})]} onAccept={onAccept} />);
    const card = screen.getByRole('article', { name: 'Quote Q1000002' });
    expect(card).toHaveTextContent('Status: Quoted');
    const row = within(card).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Teaching Reading in the Middle Grades', '9780000031112', '12', '$38.50', '$462.00']);
    expect(card).toHaveTextContent('Total$462.00');
    expect(card).toHaveTextContent('Valid until 12/31/2026');
    await user.click(within(card).getByRole('button', { name: 'Accept quote Q1000002' }));
    expect(onAccept).toHaveBeenCalledWith('Q1000002');
  });

  it('requested, accepted and expired quotes say so and offer no Accept quote', () => {
    renderWithProviders(
      <QuoteList
        onAccept={vi.fn()}
        quotes={[
          quote({ number: 'Q1', status: 'requested', lines: [line(3)], total: null, expiresOn: null }),
          quote({ number: 'Q2', status: 'accepted' }),
          quote({ number: 'Q3', status: 'expired', expiresOn: '2026-09-30' }),
        ]}
      />,
    );
    const requested = screen.getByRole('article', { name: 'Quote Q1' });
    expect(requested).toHaveTextContent('Status: Requested');
    expect(requested).toHaveTextContent('Awaiting your rep’s price');
    expect(requested).not.toHaveTextContent('Valid until');
    expect(screen.getByRole('article', { name: 'Quote Q2' })).toHaveTextContent(
      'Accepted: its titles went to your cart at the quoted prices.',
    );
    expect(screen.getByRole('article', { name: 'Quote Q3' })).toHaveTextContent('Status: Expired');
    expect(screen.getByRole('article', { name: 'Quote Q3' })).toHaveTextContent('Valid until 09/30/2026');
    expect(screen.queryByRole('button', { name: /Accept quote/ })).toBeNull();
  });

  it('loading, empty and failed lists each say so; Try again retries; a refused accept is named on its quote', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = renderWithProviders(<QuoteList quotes={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your quotes…');
    rerender(<QuoteList quotes={[]} />);
    expect(screen.getByText(/You have no quotes for this ship-to account/)).toBeInTheDocument();
    rerender(<QuoteList quotes={undefined} failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your quotes could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(
      <QuoteList quotes={[quote({})]} onAccept={vi.fn()} acceptError={{ quoteNumber: 'Q1000002', message: null }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Quote Q1000002 could not be accepted. Try again.');
  });

  it('labels override the English defaults', () => {
    renderWithProviders(
      <QuoteList quotes={[quote({})]} onAccept={vi.fn()} labels={{ status_QUOTED: 'Priced', accept: 'Take it' }} />,
    );
    expect(screen.getByRole('article', { name: 'Quote Q1000002' })).toHaveTextContent('Status: Priced');
    expect(screen.getByRole('button', { name: 'Accept quote Q1000002' })).toHaveTextContent('Take it');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccordionList } from './AccordionList';

const items = [
  { title: 'Paying by PO', anchorName: 'purchase-orders', expand: true, content: <p>Enter your PO number.</p> },
  { title: 'Returns', anchorName: 'returns', content: <p>Within 30 days.</p> },
  { title: 'Tracking', content: <p>By order number.</p> },
];

describe('AccordionList', () => {
  it('BLK-02 opens items flagged expand by default, and several items may be open at once', async () => {
    render(<AccordionList title="Questions" items={items} />);
    expect(screen.getByRole('button', { name: 'Paying by PO' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Enter your PO number.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Returns' }));
    expect(screen.getByRole('button', { name: 'Returns' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Paying by PO' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'Returns' })).toBeInTheDocument();
  });

  it('BLK-02 an anchored item opens when the address hash names it, on load and on a hash change', async () => {
    window.location.hash = '#returns';
    render(<AccordionList items={items} />);
    expect(screen.getByRole('button', { name: 'Returns' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('returns')).toContainElement(screen.getByRole('button', { name: 'Returns' }));
    window.location.hash = '';
    await userEvent.click(screen.getByRole('button', { name: 'Paying by PO' }));
    expect(screen.getByRole('button', { name: 'Paying by PO' })).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {
      window.location.hash = '#purchase-orders';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByRole('button', { name: 'Paying by PO' })).toHaveAttribute('aria-expanded', 'true');
    window.location.hash = '';
  });
});

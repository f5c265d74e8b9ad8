import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
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

  it('BLK-02 a collapsed item’s text is in the server’s HTML, hidden until the item opens', () => {
    const html = renderToString(<AccordionList title="Questions" items={items} />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const returns = page.querySelector('[aria-expanded="false"]')!;
    expect(returns.textContent).toBe('Returns');
    const panel = page.getElementById(returns.getAttribute('aria-controls')!)!;
    expect(panel.textContent).toBe('Within 30 days.');
    expect(panel.hasAttribute('hidden')).toBe(true);
    expect(page.body.textContent).toContain('By order number.');
  });

  it('BLK-02 a collapsed panel is hidden until found, named by its trigger, and opens on a click or a find-in-page match', async () => {
    render(<AccordionList title="Questions" items={items} />);
    const returns = screen.getByRole('button', { name: 'Returns' });
    const panel = document.getElementById(returns.getAttribute('aria-controls')!)!;
    expect(panel).toHaveTextContent('Within 30 days.');
    expect(panel).toHaveAttribute('hidden', 'until-found');
    expect(screen.getByText('Within 30 days.')).not.toBeVisible();
    await userEvent.click(returns);
    expect(returns).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('hidden');
    expect(screen.getByRole('region', { name: 'Returns' })).toHaveTextContent('Within 30 days.');
    await userEvent.click(returns);
    expect(panel).toHaveAttribute('hidden', 'until-found');
    const tracking = screen.getByRole('button', { name: 'Tracking' });
    const trackingPanel = document.getElementById(tracking.getAttribute('aria-controls')!)!;
    // What the browser does when find-in-page matches text in a hidden="until-found" element.
    act(() => {
      trackingPanel.removeAttribute('hidden');
      trackingPanel.dispatchEvent(new Event('beforematch'));
    });
    expect(tracking).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('By order number.')).toBeVisible();
  });
});

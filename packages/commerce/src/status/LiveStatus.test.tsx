import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveStatus } from './LiveStatus';

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveStatus', () => {
  it('CART-09 CART-10 says its messages as sentences with a space between them, leaving out the empty ones', () => {
    render(
      <LiveStatus
        messages={[
          '“Almanac” has been removed from your cart.',
          null,
          false,
          '2 selected items have been removed from your cart.',
        ]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      /^“Almanac” has been removed from your cart\. 2 selected items have been removed from your cart\.$/,
    );
  });

  it('CART-16 clears a message after 10 seconds, and a new message stays its own 10 seconds', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LiveStatus messages={['Added.']} />);
    expect(screen.getByRole('status')).toHaveTextContent('Added.');
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Added.');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<LiveStatus messages={['Removed.']} />);
    expect(screen.getByRole('status')).toHaveTextContent('Removed.');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

import { render, screen } from '@testing-library/react';
import { BlockQuote } from './BlockQuote';

describe('BlockQuote', () => {
  it('BLK-05 shows one or two quotes with their authors', () => {
    const { container, rerender } = render(
      <BlockQuote firstQuote="Saves us a day." firstAuthor="Head of Acquisitions" />,
    );
    expect(container.querySelectorAll('blockquote')).toHaveLength(1);
    expect(screen.getByText('— Head of Acquisitions')).toBeInTheDocument();
    rerender(<BlockQuote firstQuote="Saves us a day." secondQuote="Fresh shelves." secondAuthor="Branch Librarian" />);
    expect(container.querySelectorAll('blockquote')).toHaveLength(2);
    expect(screen.getByText('Fresh shelves.')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { AlertPromo } from './AlertPromo';

describe('AlertPromo', () => {
  it('BLK-01 shows the title, the sanitised rich text and its button', () => {
    const { container } = render(
      <AlertPromo
        title="Free shipping"
        html={'<p onclick="alert(1)">Use <strong>FREESHIP</strong></p>'}
        button={{ label: 'Start an order', url: '/fast-order' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Free shipping' })).toBeInTheDocument();
    expect(screen.getByText('FREESHIP').tagName).toBe('STRONG');
    expect(container.innerHTML).not.toContain('onclick');
    expect(screen.getByRole('link', { name: 'Start an order' })).toHaveAttribute('href', '/fast-order');
  });
});

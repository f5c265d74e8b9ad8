import { render, screen } from '@testing-library/react';
import { NotBuiltYet } from './NotBuiltYet';

describe('NotBuiltYet', () => {
  it('names the page in its heading and says plainly that it is not built yet', () => {
    render(<NotBuiltYet page="Fast Order" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Fast Order' })).toBeInTheDocument();
    expect(screen.getByText('The Fast Order page is not built yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColumnList } from './ColumnList';

const items = ['Art', 'Biography', 'Business', 'Fiction', 'History'].map((title) => ({
  title,
  url: `/search?q=${title}`,
}));

describe('ColumnList', () => {
  it('BLK-02 marks items past the visible count as collapsible; Show More reveals them and focuses the first new one', async () => {
    render(<ColumnList title="Subjects" items={items} visibleItemsCount={3} />);
    const list = screen.getByRole('list');
    expect(screen.getByRole('link', { name: 'Fiction' }).closest('li')).toHaveClass('sm-column-list__item--extra');
    expect(screen.getByRole('link', { name: 'Business' }).closest('li')).not.toHaveClass('sm-column-list__item--extra');
    const toggle = screen.getByRole('button', { name: 'Show More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(list).toHaveAttribute('data-expanded', 'true');
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Fiction' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('BLK-02 a visible count of 0 or less shows every item, without a toggle', () => {
    render(<ColumnList items={items} visibleItemsCount={0} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.sm-column-list__item--extra')).toHaveLength(0);
  });
});

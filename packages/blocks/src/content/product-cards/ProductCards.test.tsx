import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardsPerPageOf } from './useProductCards';
import { ProductCards, type ProductCardItem } from './ProductCards';

const card = (title: string, filters: string[]): ProductCardItem => ({
  title,
  filters,
  link: { url: `/catalog/${title}` },
  html: `<p>${title} text</p>`,
});
const cards = [
  card('Alpha', ['History']),
  card('Beta', ['Science']),
  card('Gamma', ['History']),
  card('Delta', ['History', 'Science']),
  card('Epsilon', ['Science']),
];
const titles = () => screen.getAllByRole('heading', { level: 6 }).map((h) => h.textContent);

describe('ProductCards', () => {
  it('BLK-05 the main tab All shows every card; a filter tab shows its cards only', async () => {
    const user = userEvent.setup();
    render(<ProductCards cards={cards} tabNames={['History', 'Science']} />);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(titles()).toEqual(['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon']);
    await user.click(screen.getByRole('tab', { name: 'Science' }));
    expect(titles()).toEqual(['Beta', 'Delta', 'Epsilon']);
  });

  it('BLK-05 each tab keeps its own page', async () => {
    const user = userEvent.setup();
    render(<ProductCards cards={cards} tabNames={['History', 'Science']} cardsPerPage={2} />);
    const pages = () => screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages()).getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Epsilon']);
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(titles()).toEqual(['Alpha', 'Gamma']);
    await user.click(within(pages()).getByRole('button', { name: 'Next page' }));
    expect(titles()).toEqual(['Delta']);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(titles()).toEqual(['Epsilon']);
    expect(within(pages()).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('BLK-05 cards per page fall back to the number of cards, or 1; 2 columns and level-6 titles by default', () => {
    expect(cardsPerPageOf(undefined, 5)).toBe(5);
    expect(cardsPerPageOf(0, 0)).toBe(1);
    expect(cardsPerPageOf(3, 5)).toBe(3);
    const { container } = render(<ProductCards cards={cards} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(container.querySelector('.sm-card-grid')).toHaveAttribute('data-columns', '2');
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/catalog/Alpha');
  });
});

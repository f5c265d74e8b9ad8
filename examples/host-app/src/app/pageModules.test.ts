import { pageModules } from './pageModules';

const moduleOf = (id: string) => pageModules.find((module) => module.id === id)!;
const url = (address: string) => new URL(address, 'https://shop.example');

describe("the page modules' heads", () => {
  it('HEAD-01 every page declares its head, but the product pages, whose head needs the product (PageTitle with the product as subject)', () => {
    expect(pageModules.filter((module) => !module.head).map((module) => module.id)).toEqual(['product', 'catalog']);
  });

  it('HEAD-01 a head follows its address: the search text, the order number', () => {
    expect(moduleOf('search').head!({ url: url('/search?q=history'), params: {} }).title).toBe(
      'Search results for “history”',
    );
    expect(moduleOf('search').head!({ url: url('/search'), params: {} }).title).toBe('Search results');
    expect(
      moduleOf('order-details').head!({ url: url('/my-orders/5000051'), params: { orderNumber: '5000051' } }).title,
    ).toBe('Order 5000051');
    expect(moduleOf('cart').head!({ url: url('/cart'), params: {} }).title).toBe('Cart');
  });
});

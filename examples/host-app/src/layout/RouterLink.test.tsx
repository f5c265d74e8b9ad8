import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { ShelfmarkSiteProvider } from '@shelfmark/forms/site';
import type { ReactNode } from 'react';
import { RouterLink, useSiteNavigate } from './RouterLink';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${useNavigationType()} ${location.pathname}${location.search}`}</output>;
}

/** RouterLink as RootLayout wires it: the site's navigate through the blocks' navigation provider. */
function Site({ children }: { children: ReactNode }) {
  const navigate = useSiteNavigate();
  return (
    <ShelfmarkSiteProvider linkComponent={RouterLink} navigate={navigate}>
      {children}
      <Where />
    </ShelfmarkSiteProvider>
  );
}

/** Clicks like a user would and tells whether the click was left to the browser (jsdom then stops it: it cannot load pages). */
function leftToBrowser(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let left = false;
  const see = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', see);
  fireEvent(link, new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  document.removeEventListener('click', see);
  return left;
}

function renderAt(path: string, links: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Site>{links}</Site>
    </MemoryRouter>,
  );
}

describe('RouterLink: in-app links move through the router', () => {
  it('a plain click on an in-app link moves to its address in the page, with a new history entry', async () => {
    renderAt('/search?q=the', <RouterLink href="/products/9780000011800">A book</RouterLink>);
    const link = screen.getByRole('link', { name: 'A book' });
    expect(link).toHaveAttribute('href', '/products/9780000011800');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /products/9780000011800');
  });

  it('a link to the address already shown replaces it instead of adding a history entry', async () => {
    renderAt('/search?q=the', <RouterLink href="/search?q=the">Same page</RouterLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Same page' }));
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /search?q=the');
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('a click with %s is left to the browser (new tab or window)', (_name, init) => {
    renderAt('/', <RouterLink href="/cart">Cart</RouterLink>);
    expect(leftToBrowser(screen.getByRole('link', { name: 'Cart' }), init)).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });

  it('a link that opens another window or downloads is left to the browser', () => {
    renderAt(
      '/',
      <>
        <RouterLink href="/cart" target="_blank">
          New window
        </RouterLink>
        <RouterLink href="/cart.xlsx" download>
          File
        </RouterLink>
      </>,
    );
    for (const name of ['New window', 'File']) expect(leftToBrowser(screen.getByRole('link', { name }))).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });

  it("the link's own click handler runs first, and stops the move when it prevents it", async () => {
    const seen: string[] = [];
    renderAt(
      '/',
      <RouterLink
        href="/cart"
        onClick={(event) => {
          seen.push('clicked');
          event.preventDefault();
        }}
      >
        Cart
      </RouterLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(seen).toEqual(['clicked']);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });

  it('an address outside the storefront is a plain anchor', () => {
    renderAt('/', <RouterLink href="https://example.org/terms">Terms</RouterLink>);
    expect(leftToBrowser(screen.getByRole('link', { name: 'Terms' }))).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('POP /');
  });
});

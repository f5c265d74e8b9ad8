import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct } from '../cart/cart.fixtures';
import { InternalProductSearch } from './InternalProductSearch';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const dashed = `${almanac.isbn13.slice(0, 3)}-${almanac.isbn13.slice(3, 4)}-${almanac.isbn13.slice(4, 9)}-${almanac.isbn13.slice(9)}`;

describe('InternalProductSearch', () => {
  it('IPS-01 looks a product up for an account with the dashes removed, showing the customer price and the net-pricing note', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.staff });
    const lookup = vi.spyOn(client.products, 'lookup');
    const { user } = renderWithProviders(<InternalProductSearch />, { client });
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '100101');
    await user.type(screen.getByRole('textbox', { name: /ISBN/ }), dashed);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const result = await screen.findByRole('article', { name: almanac.fullTitle });
    expect(lookup).toHaveBeenCalledWith({
      productCode: almanac.isbn13,
      shipToAccountNumber: '100101',
      tierLevel: 'T1',
    });
    expect(within(result).getByRole('img', { name: `Cover of ${almanac.fullTitle}` })).toHaveAttribute(
      'src',
      almanac.imagesDAM!.large,
    );
    expect(result).toHaveTextContent(`Customer price${almanac.customPrice!.formattedValue}`);
    expect(result).toHaveTextContent(
      'This is net pricing. Please calculate associated mark up before quoting suggested list price to book store.',
    );
  });

  it('IPS-01 runs no query before a request, and says which field is required on change and on submit', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.staff });
    const lookup = vi.spyOn(client.products, 'lookup');
    const { user } = renderWithProviders(<InternalProductSearch />, { client });
    const account = screen.getByRole('textbox', { name: /Account number/ });
    await user.type(account, '1');
    await user.clear(account);
    expect(account).toHaveAccessibleDescription('Account number is a required field.');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: /ISBN/ })).toHaveAccessibleDescription(
      expect.stringContaining('ISBN is a required field.'),
    );
    expect(lookup).not.toHaveBeenCalled();
  });

  it('IPS-01 shows the error banner with the type and message, and dismisses it when a search succeeds', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.staff });
    const { user } = renderWithProviders(<InternalProductSearch />, { client });
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), '100101');
    const isbn = screen.getByRole('textbox', { name: /ISBN/ });
    await user.type(isbn, '9799999999999');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const banner = await screen.findByRole('alert');
    expect(banner.querySelector('p')?.textContent).toBe('There was an error with your search.  Please try again.');
    expect(banner).toHaveTextContent(/404: .*not found/i);
    await user.clear(isbn);
    await user.type(isbn, almanac.isbn13);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: almanac.fullTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('IPS-01 takes its texts from labels', async () => {
    renderWithProviders(<InternalProductSearch labels={{ title: 'Price lookup', submit: 'Look up' }} />, {
      user: DEMO_UIDS.staff,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Price lookup' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Look up' })).toBeInTheDocument();
  });

  it('IPS-01 an empty search focuses one error summary whose links name and focus each field; the title starts with "Error: "', async () => {
    document.title = 'Internal product search';
    const client = createMemoryApiClient({ user: DEMO_UIDS.staff });
    const { user } = renderWithProviders(<InternalProductSearch />, { client });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toEqual([
      within(summary).getByRole('alert'),
    ]);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account number is a required field.', 'ISBN is a required field.']);
    expect(document.title).toBe('Error: Internal product search');
    await user.click(within(summary).getByRole('link', { name: 'ISBN is a required field.' }));
    expect(screen.getByRole('textbox', { name: /ISBN/ })).toHaveFocus();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorBody } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { AccessCodeChecker } from './AccessCodeChecker';
import { splitAccessCodes } from './splitAccessCodes';

describe('AccessCodeChecker', () => {
  it('ACC-01 refuses empty input with "Input shouldn\'t be empty."', async () => {
    const { user } = renderWithProviders(<AccessCodeChecker />, { user: DEMO_UIDS.buyer });
    await user.type(screen.getByRole('textbox', { name: /Access codes/ }), ' ,  ');
    await user.click(screen.getByRole('button', { name: 'Check codes' }));
    expect(screen.getByRole('textbox', { name: /Access codes/ })).toHaveAccessibleDescription(
      expect.stringContaining("Input shouldn't be empty."),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('ACC-01 splits on whitespace or commas, shows a results table with the error in its row, clears the input, and Back returns to the form', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const check = vi.spyOn(client.accessCodes, 'check');
    const { user } = renderWithProviders(<AccessCodeChecker />, { client });
    await user.type(screen.getByRole('textbox', { name: /Access codes/ }), 'SMK-7F3Q-92LA,\n  NOPE-1 ');
    await user.click(screen.getByRole('button', { name: 'Check codes' }));
    expect(check).toHaveBeenCalledWith({ accessCodes: ['SMK-7F3Q-92LA', 'NOPE-1'] });
    const table = await screen.findByRole('table', { name: 'Results' });
    const [, known, unknown] = within(table).getAllByRole('row');
    expect(known).toHaveTextContent('SMK-7F3Q-92LAActiveWorld History in Context');
    expect(known).toHaveTextContent('02/01/2026');
    expect(unknown).toHaveTextContent('NOPE-1Access code not found.');
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Access codes/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Access codes/ })).toHaveFocus();
  });

  it('ACC-01 splitAccessCodes drops empty pieces', () => {
    expect(splitAccessCodes(' a,b\tc\n\n,, d ')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitAccessCodes(' , ')).toEqual([]);
  });

  it('ACC-01 an empty check focuses one error summary naming the field; its link focuses the codes, and the title starts with "Error: "', async () => {
    document.title = 'Access code checker';
    const { user } = renderWithProviders(<AccessCodeChecker />, { user: DEMO_UIDS.buyer });
    await user.click(screen.getByRole('button', { name: 'Check codes' }));
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toEqual([
      within(summary).getByRole('alert'),
    ]);
    expect(document.title).toBe('Error: Access code checker');
    await user.click(within(summary).getByRole('link', { name: 'Enter at least one access code' }));
    const codes = screen.getByRole('textbox', { name: /Access codes/ });
    expect(codes).toHaveFocus();
    await user.type(codes, 'SMK-7F3Q-92LA');
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(document.title).toBe('Access code checker');
  });

  it('ACC-01 a visitor is asked to sign in, with a link that comes back to the checker, instead of a form that fails', async () => {
    renderWithProviders(<AccessCodeChecker />, { route: '/access-codes' });
    expect(await screen.findByText('Sign in to check access codes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/access-codes')),
    );
    expect(screen.queryByRole('textbox', { name: /Access codes/ })).toBeNull();
  });

  it('ACC-01 a check whose session has ended says so with a sign-in link, not a bare "Please sign in again"', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    vi.spyOn(client.accessCodes, 'check').mockRejectedValue(
      new ApiError(errorBody(401, 'UNAUTHENTICATED', 'Sign in required.')),
    );
    const { user } = renderWithProviders(<AccessCodeChecker />, { client });
    await user.type(screen.getByRole('textbox', { name: /Access codes/ }), 'SMK-7F3Q-92LA');
    await user.click(screen.getByRole('button', { name: 'Check codes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended. Sign in, then check the codes again.');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/access-codes')),
    );
  });

  it('ACC-01 states its limits under the field (200 codes a check, 20 checks a minute) and keeps 201 codes in the field with a message instead of sending them', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const check = vi.spyOn(client.accessCodes, 'check');
    const { user } = renderWithProviders(<AccessCodeChecker />, { client });
    const codes = await screen.findByRole('textbox', { name: /Access codes/ });
    expect(codes).toHaveAccessibleDescription(expect.stringContaining('Up to 200 codes a check, 20 checks a minute.'));
    const many = Array.from({ length: 201 }, (_, i) => `C${i}`).join(' ');
    await user.click(codes);
    await user.paste(many);
    await user.click(screen.getByRole('button', { name: 'Check codes' }));
    expect(codes).toHaveAccessibleDescription(expect.stringContaining('Enter at most 200 codes at a time.'));
    expect(codes).toHaveValue(many);
    expect(check).not.toHaveBeenCalled();
  });
});

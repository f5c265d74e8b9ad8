import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, type Product } from '@shelfmark/api-client';
import { cartQueries, purchaseHistoryQueries, quoteQueries, useApiClient } from '@shelfmark/api-client/react';
import { useOrderAccounts } from '../orders/useOrderAccounts';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import type { QuoteRequestInput, QuoteRequestState } from './RequestQuoteDialog';
import type { QuoteView } from './quoteView';

/**
 * The refusal's own words when the server gave a reason (a field's message, the error list's, or a 4xx answer's own),
 * else null: the labels' default wording (a network failure, a 5xx).
 */
function messageOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const field = Object.values(error.fieldErrors)[0];
  if (field) return field;
  if (error.errorList[0]?.message) return error.errorList[0].message;
  return error.status >= 400 && error.status < 500 && error.message ? error.message : null;
}

/** The current ship-to as the buyer knows it: its name and number. */
const shipToText = (shipTo: { name?: string | null; accountNumber: string } | null, number: string | null) =>
  shipTo ? (shipTo.name ? `${shipTo.name} (${shipTo.accountNumber})` : shipTo.accountNumber) : number;

export interface UseRequestQuoteResult {
  state: QuoteRequestState;
  /** The current ship-to as shown in the dialog; null while unknown. */
  shipTo: string | null;
  submit: (input: QuoteRequestInput) => void;
  /** Back to a blank form (the dialog opened again). */
  reset: () => void;
}

/** Requests a quote for one title on the buyer's current ship-to (POST /api/quotes), and refreshes their quote list. */
export function useRequestQuote(product: Pick<Product, 'code' | 'isbn13'>): UseRequestQuoteResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const accounts = useOrderAccounts();
  const mutation = useMutation({
    mutationFn: ({ quantity, note }: QuoteRequestInput) =>
      api.quotes.request({
        shipTo: accounts.shipToAccountNumber ?? '',
        ...(note ? { note } : {}),
        lines: [{ productCode: product.code ?? product.isbn13, quantity }],
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteQueries.all() }),
  });
  const state: QuoteRequestState = mutation.isPending
    ? { status: 'pending' }
    : mutation.isSuccess
      ? { status: 'sent', quoteNumber: mutation.data.number }
      : mutation.isError
        ? { status: 'failed', message: messageOf(mutation.error) }
        : { status: 'idle' };
  return {
    state,
    shipTo: shipToText(accounts.shipTo, accounts.shipToAccountNumber),
    submit: (input) => mutation.mutate(input),
    reset: () => mutation.reset(),
  };
}

export interface UseMyQuotesResult {
  isSignedIn: boolean;
  /** Nothing known yet (the session, the accounts or the list). */
  isLoading: boolean;
  quotes: readonly QuoteView[] | undefined;
  failed: boolean;
  retry: () => void;
  /** The current ship-to as the buyer knows it. */
  shipTo: string | null;
  accept: (quoteNumber: string) => void;
  accepting: string | null;
  acceptError: { quoteNumber: string; message: string | null } | null;
}

/**
 * The buyer's quotes for the current ship-to (GET /api/quotes), and Accept, which puts a quoted quote's lines into the
 * cart at the quoted prices (POST /api/quotes/accept) and then opens the cart.
 */
export function useMyQuotes(): UseMyQuotesResult {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { routes } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const accounts = useOrderAccounts();
  const shipTo = accounts.shipToAccountNumber;
  const list = useQuery({ ...quoteQueries.list(api, { shipTo: shipTo ?? '' }), enabled: shipTo !== null });
  const [acceptError, setAcceptError] = useState<UseMyQuotesResult['acceptError']>(null);
  const accept = useMutation({
    mutationFn: (number: string) => api.quotes.accept({ number }),
    onMutate: () => setAcceptError(null),
    onSuccess: async (cart) => {
      if (accounts.user) queryClient.setQueryData(cartQueries.current(api, accounts.user.uid).queryKey, cart);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteQueries.all() }),
        queryClient.invalidateQueries({ queryKey: purchaseHistoryQueries.all() }),
      ]);
      navigate(routes.cart);
    },
    onError: (error, number) => setAcceptError({ quoteNumber: number, message: messageOf(error) }),
  });
  const waiting = accounts.isLoading || (shipTo !== null && list.isPending);
  return {
    isSignedIn: accounts.isSignedIn,
    isLoading: waiting,
    quotes: waiting || list.isError ? undefined : (list.data?.quotes ?? []),
    failed: list.isError,
    retry: () => void list.refetch(),
    shipTo: shipToText(accounts.shipTo, shipTo),
    accept: (number) => accept.mutate(number),
    accepting: accept.isPending ? (accept.variables ?? null) : null,
    acceptError,
  };
}

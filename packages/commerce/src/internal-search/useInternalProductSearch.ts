import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError, type PricedProduct } from '@shelfmark/api-client';
import { productQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import type { InternalProductSearchLabels } from './internalProductSearch.labels';

export interface InternalLookupRequest {
  account: string;
  isbn: string;
}

export interface UseInternalProductSearchResult {
  account: string;
  isbn: string;
  setAccount: (value: string) => void;
  setIsbn: (value: string) => void;
  /** Field errors, shown once a field was changed or a submit was tried. */
  errors: { account?: string; isbn?: string };
  submit: (event?: FormEvent) => void;
  /** The request sent (dashes already removed), null before the first search. */
  request: InternalLookupRequest | null;
  product: PricedProduct | undefined;
  isLoading: boolean;
  /** The banner's detail: "{type or status}: {message}" of the first error (spec 001 §8). */
  errorDetail: string | null;
}

/** "{type or status}: {message}" from the first errors item, else from the error itself. */
export function describeLookupError(error: unknown): string {
  if (isApiError(error)) {
    const first = error.errorList[0];
    return `${first?.type ?? error.status}: ${first?.message ?? error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The internal product lookup (IPS-01): account and ISBN validated on change ("… is a required field."),
 * dashes removed from the ISBN, the query (GET /api/products with shipToAccountNumber and the tier level)
 * runs only once a request exists; an error shows the banner until a search succeeds.
 */
export function useInternalProductSearch(text: InternalProductSearchLabels): UseInternalProductSearchResult {
  const api = useApiClient();
  const session = useSession();
  const [account, setAccountValue] = useState('');
  const [isbn, setIsbnValue] = useState('');
  const [touched, setTouched] = useState({ account: false, isbn: false });
  const [request, setRequest] = useState<InternalLookupRequest | null>(null);
  const tierLevel = session.user?.tierLevel ?? undefined;
  const query = useQuery({
    ...productQueries.lookup(api, {
      productCode: request?.isbn ?? '',
      shipToAccountNumber: request?.account ?? '',
      ...(tierLevel ? { tierLevel } : {}),
    }),
    enabled: request !== null,
  });

  const problems = {
    ...(account.trim() ? {} : { account: text.accountRequired }),
    ...(isbn.trim() ? {} : { isbn: text.isbnRequired }),
  };
  const errors = {
    ...(touched.account && problems.account ? { account: problems.account } : {}),
    ...(touched.isbn && problems.isbn ? { isbn: problems.isbn } : {}),
  };

  return {
    account,
    isbn,
    setAccount: (value) => {
      setAccountValue(value);
      setTouched((t) => ({ ...t, account: true }));
    },
    setIsbn: (value) => {
      setIsbnValue(value);
      setTouched((t) => ({ ...t, isbn: true }));
    },
    errors,
    submit: (event) => {
      event?.preventDefault();
      setTouched({ account: true, isbn: true });
      if (problems.account || problems.isbn) return;
      setRequest({ account: account.trim(), isbn: isbn.replace(/-/g, '').trim() });
    },
    request,
    product: query.isError ? undefined : query.data,
    isLoading: request !== null && query.isFetching,
    errorDetail: query.isError ? describeLookupError(query.error) : null,
  };
}

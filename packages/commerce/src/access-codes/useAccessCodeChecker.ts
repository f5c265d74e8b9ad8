import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS_CODES_PER_CHECK, type AccessCodeResult } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { splitAccessCodes } from './splitAccessCodes';

export interface UseAccessCodeCheckerResult {
  input: string;
  setInput: (value: string) => void;
  /** Set after a submit with nothing to check. */
  isEmptyError: boolean;
  /** Set after a submit of more codes than one check takes (ACCESS_CODES_PER_CHECK). */
  isTooMany: boolean;
  submit: () => void;
  isChecking: boolean;
  /** Results state once answered; null in the form state. */
  results: AccessCodeResult[] | null;
  error: Error | null;
  /** Back to the form state. */
  back: () => void;
}

/** The access code checker (ACC-01): form state, then results; the input is cleared after a submit. */
export function useAccessCodeChecker(): UseAccessCodeCheckerResult {
  const api = useApiClient();
  const [input, setInputState] = useState('');
  const [isEmptyError, setEmptyError] = useState(false);
  const [isTooMany, setTooMany] = useState(false);
  const [results, setResults] = useState<AccessCodeResult[] | null>(null);
  const mutation = useMutation({
    mutationFn: (accessCodes: string[]) => api.accessCodes.check({ accessCodes }),
    onSuccess: (answer) => setResults(answer),
  });
  return {
    input,
    setInput: (value) => {
      setInputState(value);
      if (value.trim()) setEmptyError(false);
      setTooMany(false);
    },
    isEmptyError,
    isTooMany,
    submit: () => {
      const codes = splitAccessCodes(input);
      if (codes.length === 0) {
        setEmptyError(true);
        return;
      }
      // Kept in the field, so the buyer can split them: the server would refuse the whole check.
      if (codes.length > ACCESS_CODES_PER_CHECK) {
        setTooMany(true);
        return;
      }
      setInputState('');
      mutation.mutate(codes);
    },
    isChecking: mutation.isPending,
    results,
    error: mutation.error,
    back: () => {
      setResults(null);
      mutation.reset();
    },
  };
}

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  buildRegistrationBody, DEFAULT_IDENTITY_GROUPS, ERROR_TYPES, isApiError, PRODUCT_STORE_ROLE, type IdentityGroups, type RegistrationFormValues,
} from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '../site/ShelfmarkSiteProvider';
import type { RegistrationLabels } from './registration.labels';
import {
  defaultRegistrationPatterns, validateRegistration, type RegistrationDraft, type RegistrationErrors, type RegistrationField,
  type RegistrationPatterns,
} from './registration.schema';

/** Which banner a failed registration shows (spec 001 §8). */
export type RegistrationFailure = 'accountNotFound' | 'alreadyExists' | 'genericError';

export interface UseRegistrationOptions {
  text: RegistrationLabels;
  /** The configurable patterns of spec 001 §5. */
  patterns?: Partial<RegistrationPatterns>;
  /** Identity-provider group ids from runtime configuration. @default DEFAULT_IDENTITY_GROUPS */
  identityGroups?: IdentityGroups;
  /** The internal or other special session flag that disables submit (spec 001 §4). @default false */
  submitDisabled?: boolean;
}

export interface UseRegistrationResult {
  draft: RegistrationDraft;
  setField: (field: RegistrationField, value: string) => void;
  /** Shown after the first submit, then revalidated on every change. */
  errors: RegistrationErrors;
  submit: () => Promise<boolean>;
  isPending: boolean;
  /** The persistent banner's kind; null until a registration fails. */
  failure: RegistrationFailure | null;
  /** The signed-in user's email: prefilled and locked. */
  isEmailLocked: boolean;
  canSubmit: boolean;
}

function failureOf(error: unknown): RegistrationFailure {
  if (!isApiError(error)) return 'genericError';
  const text = [error.message, ...error.errorList.map((e) => `${e.type ?? ''} ${e.message}`)].join(' ');
  if (text.includes(ERROR_TYPES.notFound)) return 'accountNotFound';
  if (text.includes(ERROR_TYPES.alreadyExists)) return 'alreadyExists';
  return 'genericError';
}

/**
 * Registration (REG-01): validated on submit, revalidated on change, values trimmed; success goes
 * to accountConfirmation, a failure shows a banner that stays until the next attempt succeeds.
 */
export function useRegistration({ text, patterns, identityGroups = DEFAULT_IDENTITY_GROUPS, submitDisabled = false }: UseRegistrationOptions): UseRegistrationResult {
  const api = useApiClient();
  const { routes } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const { user } = useSession();
  const rules = { ...defaultRegistrationPatterns, ...patterns };
  const [draft, setDraft] = useState<RegistrationDraft>({
    catalogSelection: PRODUCT_STORE_ROLE, accountNumber: '', firstName: '', lastName: '', email: '', phone: '',
  });
  const [validated, setValidated] = useState(false);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const effective = user ? { ...draft, email: user.email } : draft;
  const { errors, values } = validateRegistration(effective, text, rules);

  const mutation = useMutation({
    mutationFn: (formValues: RegistrationFormValues) => api.users.register(buildRegistrationBody(formValues, identityGroups)),
    onSuccess: () => {
      setFailure(null);
      navigate(routes.accountConfirmation);
    },
    onError: (error) => setFailure(failureOf(error)),
  });

  return {
    draft: effective,
    setField: (field, value) => setDraft((d) => ({ ...d, [field]: value })),
    errors: validated ? errors : {},
    submit: async () => {
      setValidated(true);
      if (!values || submitDisabled || mutation.isPending) return false;
      return mutation.mutateAsync(values).then(() => true, () => false);
    },
    isPending: mutation.isPending,
    failure,
    isEmailLocked: user !== null,
    canSubmit: !submitDisabled && !mutation.isPending,
  };
}

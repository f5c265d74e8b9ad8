import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  buildRegistrationBody,
  DEFAULT_IDENTITY_GROUPS,
  ERROR_TYPES,
  isApiError,
  PRODUCT_STORE_ROLE,
  type IdentityGroups,
  type RegistrationFormValues,
} from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import type { RegistrationLabels } from './registration.labels';
import {
  defaultRegistrationPatterns,
  validateRegistration,
  type RegistrationDraft,
  type RegistrationErrors,
  type RegistrationField,
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
  /** How many times Register was pressed: each failed check shows the error summary anew. */
  submitCount: number;
  isPending: boolean;
  /** The persistent banner's kind; null until a registration fails. */
  failure: RegistrationFailure | null;
  /** The signed-in user's email: prefilled and locked. */
  isEmailLocked: boolean;
  canSubmit: boolean;
  /**
   * The captcha every registration solves: the token once solved, the error under it
   * (missing at submit, or refused by the server), and a key that changes to reset the widget.
   */
  captcha: {
    token: string | null;
    error: string | null;
    resetKey: number;
    onTokenChange: (token: string | null) => void;
  };
}

function failureOf(error: unknown): RegistrationFailure {
  if (!isApiError(error)) return 'genericError';
  const text = [error.message, ...error.errorList.map((e) => `${e.type ?? ''} ${e.message}`)].join(' ');
  if (text.includes(ERROR_TYPES.notFound)) return 'accountNotFound';
  if (text.includes(ERROR_TYPES.alreadyExists)) return 'alreadyExists';
  return 'genericError';
}

/**
 * Registration (REG-01): validated on submit, revalidated on change, values trimmed, the captcha
 * solved; success goes to accountConfirmation, a failure shows a banner that stays until the next
 * attempt succeeds. Whether the email or account number was known is not in the answer:
 * every accepted registration goes to accountConfirmation.
 */
export function useRegistration({
  text,
  patterns,
  identityGroups = DEFAULT_IDENTITY_GROUPS,
  submitDisabled = false,
}: UseRegistrationOptions): UseRegistrationResult {
  const api = useApiClient();
  const { routes } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  const { user } = useSession();
  const rules = { ...defaultRegistrationPatterns, ...patterns };
  const [draft, setDraft] = useState<RegistrationDraft>({
    catalogSelection: PRODUCT_STORE_ROLE,
    accountNumber: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
  });
  const [submitCount, setSubmitCount] = useState(0);
  const validated = submitCount > 0;
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const effective = user ? { ...draft, email: user.email } : draft;
  const { errors, values } = validateRegistration(effective, text, rules);

  const mutation = useMutation({
    mutationFn: ({ formValues, recaptchaToken }: { formValues: RegistrationFormValues; recaptchaToken: string }) =>
      api.users.register({ ...buildRegistrationBody(formValues, identityGroups), recaptchaToken }),
    onSuccess: () => {
      setFailure(null);
      navigate(routes.accountConfirmation);
    },
    onError: (error) => {
      // A token is good for one attempt: the widget starts afresh after any failure.
      setToken(null);
      setResetKey((key) => key + 1);
      const refusedCaptcha = isApiError(error) ? error.fieldErrors.recaptchaToken : undefined;
      if (refusedCaptcha) setCaptchaError(refusedCaptcha);
      else setFailure(failureOf(error));
    },
  });

  return {
    draft: effective,
    setField: (field, value) => setDraft((d) => ({ ...d, [field]: value })),
    errors: validated ? errors : {},
    submitCount,
    submit: async () => {
      setSubmitCount((n) => n + 1);
      if (!token) setCaptchaError(text.captchaRequired);
      if (!values || !token || submitDisabled || mutation.isPending) return false;
      return mutation.mutateAsync({ formValues: values, recaptchaToken: token }).then(
        () => true,
        () => false,
      );
    },
    isPending: mutation.isPending,
    failure,
    isEmailLocked: user !== null,
    canSubmit: !submitDisabled && !mutation.isPending,
    captcha: {
      token,
      error: captchaError,
      resetKey,
      onTokenChange: (next) => {
        setToken(next);
        if (next) setCaptchaError(null);
      },
    },
  };
}

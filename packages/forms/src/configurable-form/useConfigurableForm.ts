import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  formFields,
  isApiError,
  isFieldActive,
  type FormField,
  type FormSettings,
  type SubmitFormResult,
} from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { isSchemaRejection } from '../labels/apiErrorText';
import { formatLabel } from '../labels/formatLabel';
import type { ConfigurableFormLabels } from './configurableForm.labels';
import {
  buildFormSchema,
  defaultFormValues,
  prefillValues,
  submissionBody,
  visibleFields,
  type ConfigurableFormValues,
} from './configurableForm.schema';

export interface UseConfigurableFormOptions {
  settings: FormSettings;
  text: ConfigurableFormLabels;
  /** Goes to the confirmation URL after a successful submission. @default a full-page navigation */
  onNavigate?: (url: string) => void;
  /** Called with the server's answer after a successful submission. */
  onSubmitted?: (result: SubmitFormResult) => void;
  /** Values by field name to start with (e.g. from the page's address); only what `prefillValues` accepts is used. */
  prefill?: Readonly<Record<string, string>>;
}

export type FormStatus = 'idle' | 'pending' | 'success' | 'error';

export interface UseConfigurableFormResult {
  form: UseFormReturn<ConfigurableFormValues>;
  /** The fields shown now, in order (hidden conditional and preset fields left out). */
  fields: FormField[];
  status: FormStatus;
  /** The dismissible danger alert: missing captcha or a failed submission. */
  alert: string | null;
  dismissAlert: () => void;
  captcha: {
    enabled: boolean;
    token: string | null;
    error: string | null;
    resetKey: number;
    onTokenChange: (token: string | null) => void;
  };
  /** Submit is enabled only when the form is valid, the captcha is solved (when enabled) and no redirect is under way. */
  canSubmit: boolean;
  /** Clear is disabled while sending and after success. */
  canClear: boolean;
  /** True once a successful submission is taking the visitor to the confirmation URL: the form is locked. */
  isRedirecting: boolean;
  submit: (event?: FormEvent) => void;
  clear: () => void;
}

const navigateAway = (url: string) => window.location.assign(url);

/**
 * A server field error in the labels' words: the shared rules' messages ('{label} is required',
 * 'Invalid {label}') through this form's labels, and a validator's own text ('Too big: …') as 'Invalid {label}';
 * a message the form's back end wrote for people stays as it is.
 */
function serverFieldMessage(field: FormField, said: string, error: unknown, text: ConfigurableFormLabels): string {
  if (said === `${field.label} is required`) return formatLabel(text.required, { label: field.label });
  if (said === `Invalid ${field.label}` || isSchemaRejection(error))
    return formatLabel(text.invalid, { label: field.label });
  return said;
}

/**
 * The configurable form's state (FORM-01, FORM-02): react-hook-form validated on every change by a
 * zod schema built from the form's fields, conditional fields, the captcha gate, submission of only
 * the shown fields, server fieldErrors set on their fields with focus on the first, and the
 * confirmation redirect.
 */
export function useConfigurableForm({
  settings,
  text,
  onNavigate = navigateAway,
  onSubmitted,
  prefill,
}: UseConfigurableFormOptions): UseConfigurableFormResult {
  const api = useApiClient();
  const defaults = useMemo(() => defaultFormValues(settings), [settings]);
  const schema = useMemo(() => buildFormSchema(settings, text), [settings, text]);
  const form = useForm<ConfigurableFormValues>({
    defaultValues: defaults,
    mode: 'onChange',
    // A failed submit focuses the error summary, which links to each field.
    shouldFocusError: false,
    resolver: zodResolver(schema) as never,
  });
  // Prefilled values (the page's address is known only once hydrated): set on fields the visitor has not touched.
  // Keyed by content (the values are strings): a new object with the same values sets nothing again.
  const prefilledKey = useMemo(() => JSON.stringify(prefillValues(settings, prefill)), [settings, prefill]);
  useEffect(() => {
    const prefilled = JSON.parse(prefilledKey) as ConfigurableFormValues;
    for (const [name, value] of Object.entries(prefilled)) {
      if (!form.getFieldState(name).isDirty) form.setValue(name, value, { shouldDirty: false });
    }
  }, [prefilledKey, form]);
  const values = useWatch({ control: form.control }) as ConfigurableFormValues;
  const [token, setToken] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [alert, setAlert] = useState<string | null>(null);
  const [isRedirecting, setRedirecting] = useState(false);
  // The first field the server refused: focused once the fields are unlocked again (they are disabled while sending).
  const [focusField, setFocusField] = useState<string | null>(null);
  const captchaEnabled = settings.reCaptchaEnabled;

  const resetCaptcha = () => {
    setToken(null);
    setResetKey((k) => k + 1);
  };

  const send = useMutation({
    mutationFn: (body: ReturnType<typeof submissionBody>) => api.forms.submit(body),
    onSuccess: (result) => {
      resetCaptcha();
      onSubmitted?.(result);
      const url = result.confirmationUrl ?? settings.confirmationUrl;
      if (url) {
        setRedirecting(true);
        onNavigate(url);
      }
    },
    onError: (error) => {
      resetCaptcha();
      const fieldErrors = isApiError(error) ? (error.fieldErrors ?? {}) : {};
      const own = formFields(settings).filter((f) => fieldErrors[f.fieldName]);
      if (fieldErrors.recaptchaToken) setCaptchaError(fieldErrors.recaptchaToken);
      if (own.length > 0) {
        own.forEach((field) =>
          form.setError(field.fieldName, {
            type: 'server',
            message: serverFieldMessage(field, fieldErrors[field.fieldName]!, error, text),
          }),
        );
        setFocusField(own[0]!.fieldName);
        return;
      }
      if (fieldErrors.recaptchaToken) return;
      console.error('Form submission error', error);
      setAlert(text.submitError);
    },
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending || isRedirecting) return;
    setAlert(null);
    if (captchaEnabled && !token) {
      setAlert(text.captchaRequired);
      return;
    }
    void form.handleSubmit((valid) => send.mutate(submissionBody(settings, valid, token)))();
  };

  const pending = send.isPending;
  useEffect(() => {
    if (!focusField || pending) return;
    form.setFocus(focusField);
    setFocusField(null);
  }, [focusField, pending, form]);

  const shown = visibleFields(settings).filter((f) => isFieldActive(f, values));
  return {
    form,
    fields: shown,
    status: pending ? 'pending' : send.isSuccess ? 'success' : send.isError ? 'error' : 'idle',
    alert,
    dismissAlert: () => setAlert(null),
    captcha: {
      enabled: captchaEnabled,
      token,
      error: captchaError,
      resetKey,
      onTokenChange: (next) => {
        setToken(next);
        if (next) {
          setCaptchaError(null);
          setAlert((current) => (current === text.captchaRequired ? null : current));
        }
      },
    },
    canSubmit: form.formState.isValid && (!captchaEnabled || Boolean(token)) && !isRedirecting && !pending,
    canClear: !pending && !send.isSuccess,
    isRedirecting,
    submit,
    clear: () => {
      form.reset(defaults);
      setAlert(null);
    },
  };
}

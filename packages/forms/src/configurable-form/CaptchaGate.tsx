import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { solveLocalCaptcha } from '@shelfmark/api-client';
import { siteQueries, useApiClient } from '@shelfmark/api-client/react';
import type { ConfigurableFormLabels } from './configurableForm.labels';
import { loadRecaptcha } from './loadRecaptcha';

export interface CaptchaGateProps {
  /** Called with the token once the captcha is solved, and with null when it is reset or expires. */
  onTokenChange: (token: string | null) => void;
  /** An error to show under the captcha (e.g. the server refused the token). */
  error?: string | null;
  /** Texts of the form (`configurableFormLabels`, with your overrides). */
  text: ConfigurableFormLabels;
  /** Disables the checkbox (while sending, after success). */
  disabled?: boolean;
  /** The id of the captcha's control, for an error summary's link to it. @default generated */
  id?: string;
  /**
   * Announce `error` as an alert when it appears. Turn it off while an error summary lists the error (one
   * announcement after a submit, not two). A failed verification is always announced. @default true
   */
  announceError?: boolean;
}

/**
 * The captcha of the configurable form (FORM-02), by the site's configuration: the local proof of
 * work — one checkbox, no puzzle (WCAG 2.2, 3.3.8); the browser solves a signed challenge from
 * GET /api/captcha/challenge — or Google reCAPTCHA, whose script loads only then. Remount it (a new
 * `key`) to reset it after each submission.
 */
export function CaptchaGate({ onTokenChange, error, text, disabled, id, announceError }: CaptchaGateProps) {
  const api = useApiClient();
  const site = useQuery(siteQueries.config(api));
  const provider = site.data?.captcha?.provider ?? 'altcha';
  if (site.isPending)
    return (
      <p className="sm-captcha" role="status">
        {text.captchaLoading}
      </p>
    );
  if (provider === 'recaptcha' && site.data?.captcha?.siteKey) {
    return (
      <RecaptchaWidget
        siteKey={site.data.captcha.siteKey}
        onTokenChange={onTokenChange}
        error={error}
        text={text}
        id={id}
        announceError={announceError}
      />
    );
  }
  return (
    <LocalCaptcha
      onTokenChange={onTokenChange}
      error={error}
      text={text}
      disabled={disabled}
      id={id}
      announceError={announceError}
    />
  );
}

function LocalCaptcha({ onTokenChange, error, text, disabled, id: ownId, announceError = true }: CaptchaGateProps) {
  const api = useApiClient();
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const [checked, setChecked] = useState(false);
  const solve = useMutation({
    mutationFn: async () => {
      const challenge = await api.forms.captchaChallenge();
      if (challenge.provider !== 'altcha') throw new Error('The server expects another captcha.');
      const token = await solveLocalCaptcha(challenge.challenge);
      if (!token) throw new Error('The captcha could not be solved in time.');
      return token;
    },
    onSuccess: (token) => onTokenChange(token),
    onError: () => {
      setChecked(false);
      onTokenChange(null);
    },
  });
  const status = solve.isPending
    ? text.captchaVerifying
    : solve.isSuccess
      ? text.captchaVerified
      : solve.isError
        ? text.captchaFailed
        : '';
  const shownError = error ?? (solve.isError ? text.captchaFailed : null);
  const locked = Boolean(disabled) || solve.isPending || solve.isSuccess;
  return (
    <div className={['sm-captcha', shownError ? 'sm-captcha--invalid' : ''].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        className="sm-captcha__checkbox"
        checked={checked}
        // aria-disabled, not disabled: a disabled checkbox drops the focus it has to the page's body (the focus
        // policy); this one keeps it, says it is unavailable, and ignores changes while solving or once solved.
        aria-disabled={locked || undefined}
        aria-describedby={`${id}-status`}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => {
          if (locked || !event.target.checked) return;
          setChecked(true);
          solve.mutate();
        }}
      />
      <label htmlFor={id} className="sm-captcha__label">
        {text.captchaCheckbox}
      </label>
      <span id={`${id}-status`} className="sm-captcha__status" role="status">
        {status}
      </span>
      {shownError && shownError !== status ? (
        <p className="sm-field__error" role={announceError || !error ? 'alert' : undefined}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

function RecaptchaWidget({
  siteKey,
  onTokenChange,
  error,
  text,
  id,
  announceError = true,
}: CaptchaGateProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const report = useRef(onTokenChange);
  report.current = onTokenChange;
  useEffect(() => {
    let cancelled = false;
    loadRecaptcha().then(
      (grecaptcha) => {
        if (cancelled || !container.current) return;
        grecaptcha.render(container.current, {
          sitekey: siteKey,
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        });
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);
  return (
    <div className="sm-captcha">
      <div ref={container} id={id} tabIndex={id ? -1 : undefined} />
      {failed || error ? (
        <p className="sm-field__error" role={announceError || failed ? 'alert' : undefined}>
          {error ?? text.captchaFailed}
        </p>
      ) : null}
    </div>
  );
}

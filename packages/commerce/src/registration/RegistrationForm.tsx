import type { FormEvent } from 'react';
import type { IdentityGroups } from '@shelfmark/api-client';
import {
  CaptchaGate,
  configurableFormLabels,
  ErrorSummary,
  resolveLabels,
  TextField,
  type ErrorSummaryItem,
  type LabelOverrides,
} from '@shelfmark/forms';
import { registrationLabels, type RegistrationLabels } from './registration.labels';
import { REGISTRATION_FIELDS, type RegistrationPatterns } from './registration.schema';
import { useRegistration } from './useRegistration';

export interface RegistrationFormProps {
  /** Editable texts; each falls back to its English default. */
  labels?: LabelOverrides<RegistrationLabels>;
  /** The configurable account-number, email and phone patterns (spec 001 §5). */
  patterns?: Partial<RegistrationPatterns>;
  /** Identity-provider group ids from runtime configuration. */
  identityGroups?: IdentityGroups;
  /** Disables submit (the internal or other special session flag). @default false */
  submitDisabled?: boolean;
}

/**
 * The registration form (REG-01): catalog, customer / account number, first and last name, email
 * and phone, then the site's captcha (FORM-02's widget). Every registration the server
 * accepts goes to accountConfirmation, whether or not the email or account number was known (the
 * server tells the owner of the address by email); any failure shows a persistent banner.
 */
export function RegistrationForm({ labels, patterns, identityGroups, submitDisabled }: RegistrationFormProps) {
  const text = resolveLabels(registrationLabels, labels);
  const reg = useRegistration({ text, patterns, identityGroups, submitDisabled });
  const captchaText = {
    ...configurableFormLabels,
    captchaCheckbox: text.captchaCheckbox,
    captchaVerifying: text.captchaVerifying,
    captchaVerified: text.captchaVerified,
    captchaFailed: text.captchaFailed,
    captchaLoading: text.captchaLoading,
  };

  // A failed check focuses the error summary; a refused registration shows the banner, announced as an alert.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void reg.submit();
  };
  const fieldId = (name: (typeof REGISTRATION_FIELDS)[number] | 'captcha') => `sm-registration-${name}`;
  const problems: ErrorSummaryItem[] = REGISTRATION_FIELDS.flatMap((name) => {
    const message = reg.errors[name];
    return message ? [{ fieldId: fieldId(name), message }] : [];
  });
  // Only the captcha's own check belongs in the list; the server's refusal of a token comes after it, as an alert.
  const captchaMissing = reg.captcha.error === text.captchaRequired;
  if (captchaMissing) problems.push({ fieldId: fieldId('captcha'), message: text.captchaRequired });
  const field = (name: (typeof REGISTRATION_FIELDS)[number], extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={fieldId(name)}
      label={text[name]}
      name={name}
      value={reg.draft[name]}
      onValueChange={(value) => reg.setField(name, value)}
      error={reg.errors[name]}
      required
      {...extra}
    />
  );

  return (
    <section className="sm-registration" aria-labelledby="sm-registration-title">
      <h1 id="sm-registration-title">{text.title}</h1>
      <p>{text.intro}</p>
      {reg.failure ? (
        <div className="sm-alert sm-alert--danger" role="alert">
          {text[reg.failure]}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <ErrorSummary
          errors={problems}
          submitCount={reg.submitCount}
          labels={{ title: text.errorSummaryTitle, titlePrefix: text.errorTitlePrefix }}
        />
        <fieldset
          id={fieldId('catalogSelection')}
          className="sm-registration__catalog"
          aria-describedby={reg.errors.catalogSelection ? 'sm-registration-catalog-error' : undefined}
        >
          <legend className="sm-field__label">{text.catalogSelection}</legend>
          {(['shelfmark-store', 'thorndike-store'] as const).map((value) => (
            <label key={value} className="sm-registration__choice">
              <input
                type="radio"
                name="catalogSelection"
                value={value}
                checked={reg.draft.catalogSelection === value}
                onChange={() => reg.setField('catalogSelection', value)}
              />
              {value === 'shelfmark-store' ? text.catalogShelfmark : text.catalogThorndike}
            </label>
          ))}
          <p className="sm-field__error" id="sm-registration-catalog-error" hidden={!reg.errors.catalogSelection}>
            {reg.errors.catalogSelection}
          </p>
        </fieldset>
        {field('accountNumber', { inputMode: 'numeric', autoComplete: 'off' })}
        {field('firstName', { autoComplete: 'given-name' })}
        {field('lastName', { autoComplete: 'family-name' })}
        {field('email', { type: 'email', autoComplete: 'email', readOnly: reg.isEmailLocked })}
        {field('phone', { type: 'tel', autoComplete: 'tel' })}
        <CaptchaGate
          key={reg.captcha.resetKey}
          onTokenChange={reg.captcha.onTokenChange}
          error={reg.captcha.error}
          id={fieldId('captcha')}
          announceError={!captchaMissing}
          text={captchaText}
          disabled={reg.isPending}
        />
        <button type="submit" className="sm-button sm-button--primary" disabled={!reg.canSubmit}>
          {reg.isPending ? text.submitting : text.submit}
        </button>
      </form>
    </section>
  );
}

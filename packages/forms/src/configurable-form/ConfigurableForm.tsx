import { formFields, isPresetField, type FormSettings, type SubmitFormResult } from '@shelfmark/api-client';
import { ErrorSummary } from '../error-summary/ErrorSummary';
import { resolveLabels, type LabelOverrides } from '../labels/resolveLabels';
import { CaptchaGate } from './CaptchaGate';
import { configurableFormLabels } from './configurableForm.labels';
import { FormFieldControl } from './FormFieldControl';
import { useConfigurableForm } from './useConfigurableForm';

export interface ConfigurableFormProps {
  /** The form's settings, as the CMS's Form document carries them (formSettingsSchema). */
  settings: FormSettings;
  /** Editable texts; the settings' own submit and clear labels win over these. */
  labels?: LabelOverrides<typeof configurableFormLabels>;
  /** Goes to the confirmation URL after success (e.g. the router's navigate). @default a full-page navigation */
  onNavigate?: (url: string) => void;
  /** Called with the server's answer after a successful submission. */
  onSubmitted?: (result: SubmitFormResult) => void;
  /**
   * Values by field name to start with, e.g. the query of the page's address (`?product=database&title=…`: the
   * product a buyer came from). Only shown text fields and choices that hold the value are filled; the visitor can
   * change them before sending. @default none
   */
  prefill?: Readonly<Record<string, string>>;
}

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * The CMS-configured form (FORM-01, FORM-02): six field types, conditional fields, regExp, hidden
 * preset fields, the captcha gate, clear, submit states, the confirmation redirect and server
 * fieldErrors focused on the first. Sends through the injected API client (POST /api/submit-form).
 */
export function ConfigurableForm({ settings, labels, onNavigate, onSubmitted, prefill }: ConfigurableFormProps) {
  const text = resolveLabels(configurableFormLabels, labels);
  const state = useConfigurableForm({ settings, text, onNavigate, onSubmitted, ...(prefill ? { prefill } : {}) });
  const { form, fields, status, alert, captcha, isRedirecting } = state;
  const locked = status === 'pending' || isRedirecting;
  const Heading = headingTags[(settings.heading?.level ?? 3) - 1] ?? 'h3';
  const headingId = `sm-form-${settings.formId}-heading`;
  const presets = formFields(settings).filter(isPresetField);
  const fieldId = (fieldName: string) => `sm-form-${settings.formId}-field-${fieldName}`.replace(/\s+/g, '-');
  // The form's own checks; a field the server refused is focused itself, after the fields are unlocked.
  const problems = fields.flatMap((field) => {
    const error = form.formState.errors[field.fieldName];
    const message = error?.type === 'server' ? undefined : error?.message;
    return typeof message === 'string' && message ? [{ fieldId: fieldId(field.fieldName), message }] : [];
  });

  return (
    <form
      className="sm-configurable-form"
      style={settings.formWidth && settings.formWidth !== 'auto' ? { maxWidth: settings.formWidth } : undefined}
      aria-labelledby={settings.heading?.text ? headingId : undefined}
      aria-label={settings.heading?.text ? undefined : settings.formId}
      aria-busy={status === 'pending' || undefined}
      noValidate
      onSubmit={state.submit}
      onKeyDown={(event) => {
        // With submit disabled the browser ignores Enter; say what is missing instead (captcha alert, field errors).
        const target = event.target as HTMLElement;
        if (
          event.key === 'Enter' &&
          !state.canSubmit &&
          target instanceof HTMLInputElement &&
          target.type !== 'checkbox' &&
          target.type !== 'radio'
        ) {
          event.preventDefault();
          state.submit();
        }
      }}
    >
      {settings.heading?.text ? (
        <Heading id={headingId} className="sm-configurable-form__heading">
          {settings.heading.text}
        </Heading>
      ) : null}
      {alert ? (
        <div className="sm-form-alert sm-form-alert--danger" role="alert">
          <p>{alert}</p>
          <button type="button" className="sm-form-alert__dismiss" onClick={state.dismissAlert}>
            {text.dismiss}
          </button>
        </div>
      ) : null}
      <ErrorSummary
        errors={problems}
        submitCount={form.formState.submitCount}
        labels={{ title: text.errorSummaryTitle, titlePrefix: text.errorTitlePrefix }}
      />
      {presets.map((f) => (
        <input key={f.fieldName} type="hidden" {...form.register(f.fieldName)} />
      ))}
      {fields.map((field) => (
        <FormFieldControl
          key={field.fieldName}
          id={fieldId(field.fieldName)}
          field={field}
          form={form}
          text={text}
          disabled={locked}
        />
      ))}
      {captcha.enabled ? (
        <CaptchaGate
          key={captcha.resetKey}
          onTokenChange={captcha.onTokenChange}
          error={captcha.error}
          text={text}
          disabled={locked || status === 'success'}
        />
      ) : null}
      <div className="sm-configurable-form__actions">
        <button
          type="submit"
          className={['sm-form-button', 'sm-form-button--primary', settings.submitStyle ?? '']
            .filter(Boolean)
            .join(' ')}
          disabled={!state.canSubmit}
        >
          {status === 'pending' ? text.submitting : settings.submitLabel || text.submit}
        </button>
        {settings.showClearButton ? (
          <button
            type="button"
            className={['sm-form-button', 'sm-form-button--secondary', settings.clearStyle ?? '']
              .filter(Boolean)
              .join(' ')}
            disabled={!state.canClear}
            onClick={state.clear}
          >
            {settings.clearLabel || text.clear}
          </button>
        ) : null}
      </div>
      <p className="sm-configurable-form__status" role="status">
        {isRedirecting ? text.redirecting : status === 'success' ? text.sent : ''}
      </p>
    </form>
  );
}

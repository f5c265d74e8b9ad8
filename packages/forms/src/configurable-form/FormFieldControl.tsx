import { Controller, type UseFormReturn } from 'react-hook-form';
import { formInputType, isSingleCheckbox, type FormField } from '@shelfmark/api-client';
import { describedBy, FieldFrame, useFieldIds } from '../fields/Field/Field';
import { TextField } from '../fields/TextField/TextField';
import { formatLabel } from '../labels/formatLabel';
import type { ConfigurableFormLabels } from './configurableForm.labels';
import { isKnownFieldType, type ConfigurableFormValues } from './configurableForm.schema';

export interface FormFieldControlProps {
  field: FormField;
  form: UseFormReturn<ConfigurableFormValues>;
  text: ConfigurableFormLabels;
  disabled?: boolean;
  /** The id of the field's control (of a group's fieldset): the error summary's link focuses it. @default generated */
  id?: string;
}

const options = (field: FormField) =>
  (field.values ?? []).map((value, i) => ({ value, label: field.displayValues?.[i] ?? value }));

/** One field of the configurable form, by its type (spec 002 §3 "Form field"). */
export function FormFieldControl({ field, form, text, disabled, id }: FormFieldControlProps) {
  const ids = useFieldIds(id);
  const autoComplete = field.autocomplete ?? undefined;
  const error = form.formState.errors[field.fieldName]?.message as string | undefined;
  const name = field.fieldName;
  const required = field.mandatory;
  const hint = field.hint ?? undefined;
  const className = field.extraCssClass ? `sm-form-field ${field.extraCssClass}` : 'sm-form-field';

  if (!isKnownFieldType(field)) {
    return (
      <p className="sm-content-placeholder" role="note">
        {formatLabel(text.unknownType, { type: field.type })}
      </p>
    );
  }
  switch (field.type) {
    case 'TEXT_FIELD':
      return (
        <TextField
          id={ids.inputId}
          label={field.label}
          description={hint}
          error={error}
          required={required}
          className={className}
          disabled={disabled}
          type={formInputType(field)}
          autoComplete={autoComplete}
          {...form.register(name)}
        />
      );
    case 'DATE_FIELD':
      return (
        <TextField
          id={ids.inputId}
          label={field.label}
          description={hint ?? formatLabel(text.dateHint, { format: field.dateformat })}
          error={error}
          required={required}
          className={className}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          {...form.register(name)}
        />
      );
    case 'TEXTAREA':
      return (
        <FieldFrame
          ids={ids}
          label={field.label}
          description={hint}
          error={error}
          required={required}
          className={className}
        >
          <textarea
            id={ids.inputId}
            className="sm-field__input sm-field__textarea"
            rows={5}
            required={required}
            autoComplete={autoComplete}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
            {...form.register(name)}
          />
        </FieldFrame>
      );
    case 'DROPDOWN':
      return (
        <FieldFrame
          ids={ids}
          label={field.label}
          description={hint}
          error={error}
          required={required}
          className={className}
        >
          <select
            id={ids.inputId}
            className="sm-field__input sm-field__select"
            required={required}
            autoComplete={autoComplete}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
            {...form.register(name)}
          >
            <option value="">{text.selectPlaceholder}</option>
            {options(field).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FieldFrame>
      );
    case 'RADIOGROUP':
      return (
        <fieldset
          id={ids.inputId}
          role="radiogroup"
          className={`${className} sm-field sm-choice-group`}
          aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
          aria-invalid={error ? true : undefined}
        >
          <legend className="sm-field__label">
            {field.label}
            {required ? (
              <span className="sm-field__required" aria-hidden="true">
                {' *'}
              </span>
            ) : null}
          </legend>
          {options(field).map((o) => (
            <label key={o.value} className="sm-choice">
              <input type="radio" value={o.value} disabled={disabled} required={required} {...form.register(name)} />{' '}
              {o.label}
            </label>
          ))}
          {hint ? (
            <p className="sm-field__description" id={ids.descriptionId}>
              {hint}
            </p>
          ) : null}
          <p className="sm-field__error" id={ids.errorId} hidden={!error}>
            {error}
          </p>
        </fieldset>
      );
    case 'CHECKBOXGROUP':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: control }) => {
            if (isSingleCheckbox(field)) {
              return (
                <div className={`${className} sm-field sm-choice-single`}>
                  <label className="sm-choice">
                    <input
                      id={ids.inputId}
                      type="checkbox"
                      ref={control.ref}
                      name={control.name}
                      checked={control.value === true}
                      disabled={disabled}
                      required={required}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
                      onBlur={control.onBlur}
                      onChange={(e) => control.onChange(e.target.checked)}
                    />{' '}
                    {field.label}
                    {required ? (
                      <span className="sm-field__required" aria-hidden="true">
                        {' *'}
                      </span>
                    ) : null}
                  </label>
                  {hint ? (
                    <p className="sm-field__description" id={ids.descriptionId}>
                      {hint}
                    </p>
                  ) : null}
                  <p className="sm-field__error" id={ids.errorId} hidden={!error}>
                    {error}
                  </p>
                </div>
              );
            }
            const ticked = Array.isArray(control.value) ? control.value : [];
            return (
              <fieldset
                id={ids.inputId}
                className={`${className} sm-field sm-choice-group`}
                aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
                aria-invalid={error ? true : undefined}
              >
                <legend className="sm-field__label">
                  {field.label}
                  {required ? (
                    <span className="sm-field__required" aria-hidden="true">
                      {' *'}
                    </span>
                  ) : null}
                </legend>
                {options(field).map((o, i) => (
                  <label key={o.value} className="sm-choice">
                    <input
                      type="checkbox"
                      ref={i === 0 ? control.ref : undefined}
                      name={control.name}
                      value={o.value}
                      checked={ticked.includes(o.value)}
                      disabled={disabled}
                      onBlur={control.onBlur}
                      onChange={(e) =>
                        control.onChange(e.target.checked ? [...ticked, o.value] : ticked.filter((v) => v !== o.value))
                      }
                    />{' '}
                    {o.label}
                  </label>
                ))}
                {hint ? (
                  <p className="sm-field__description" id={ids.descriptionId}>
                    {hint}
                  </p>
                ) : null}
                <p className="sm-field__error" id={ids.errorId} hidden={!error}>
                  {error}
                </p>
              </fieldset>
            );
          }}
        />
      );
    default:
      return null;
  }
}

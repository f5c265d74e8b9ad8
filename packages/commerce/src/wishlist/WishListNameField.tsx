import { useId } from 'react';

export interface WishListNameFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The buyer has left the field: a blank name is shown as an error from then on. */
  onBlur: () => void;
  /** The required-name message, or null while there is nothing to say. */
  error: string | null;
  className?: string;
}

/** A wish list's name, as the create and save-as dialogs ask for it: at most 255 characters, the error tied to the input. */
export function WishListNameField({ label, value, onChange, onBlur, error, className }: WishListNameFieldProps) {
  const ids = { name: useId(), error: useId() };
  return (
    <div className={className ? `sm-save-wishlist__field ${className}` : 'sm-save-wishlist__field'}>
      <label htmlFor={ids.name}>{label}</label>
      <input
        id={ids.name}
        className="sm-save-wishlist__name"
        value={value}
        maxLength={255}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
      />
      {error ? (
        <p id={ids.error} className="sm-save-wishlist__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

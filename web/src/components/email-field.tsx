import './email-field.css';

export interface EmailFieldProps {
  /** The input's id; the hint and the error get ids derived from it. */
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  /** Already translated; shown under the field and announced when it appears. */
  error?: string | undefined;
  /** Marks the field itself invalid (an error about something else can be shown without). */
  invalid?: boolean;
  /** A known address (the account's): shown, not editable. */
  readOnly?: boolean;
}

/** An email address field with its label, hint and error, wired for screen readers and phones. */
export function EmailField({ id, label, hint, value, onChange, error, invalid = Boolean(error), readOnly = false }: EmailFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`email-field${invalid ? ' email-field--invalid' : ''}`}>
      <label htmlFor={id} className="email-field__label">
        {label}
      </label>
      <p id={hintId} className="email-field__hint">
        {hint}
      </p>
      <input
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        required={!readOnly}
        readOnly={readOnly}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      />
      {error && (
        <p id={errorId} className="email-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

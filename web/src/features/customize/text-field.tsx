import { FieldMessage } from './field-message.js';

interface Props {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** A labelled text input with its inline message, marked invalid while the message shows. */
export function TextField({ id, label, value, error, onChange, inputRef }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

import type { RefObject } from 'react';

interface NoteFieldProps {
  /** Prefix of the field's and its error's ids. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem, shown under the field and tied to it. */
  error: string;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}

/** The text of a note, written or edited: its label, the field and the problem the server named. */
export function NoteField({ id, label, value, onChange, error, fieldRef }: NoteFieldProps) {
  return (
    <>
      <label htmlFor={`${id}-field`}>{label}</label>
      <textarea
        id={`${id}-field`}
        ref={fieldRef}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="premium-notes__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

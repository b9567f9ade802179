/**
 * The inline message under one field. Always in the page (empty when all is well), so a screen
 * reader hears a message the moment it appears while the person types.
 */
export function FieldMessage({ id, message, tone = 'error' }: { id: string; message: string | null; tone?: 'error' | 'note' }) {
  return (
    <p id={id} className={`field__message field__message--${tone}`} aria-live="polite">
      {message}
    </p>
  );
}

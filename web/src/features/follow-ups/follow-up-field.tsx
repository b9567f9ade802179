import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation.js';
import type { FieldSpec } from './follow-up-fields.js';

interface Props {
  spec: FieldSpec;
  /** Prefix of this form's element ids. */
  idPrefix: string;
  value: string | boolean | undefined;
  /** i18n key of the field's problem, shown right under it. */
  error: TranslationKey | undefined;
  onChange: (value: string | boolean) => void;
}

export const fieldId = (idPrefix: string, spec: FieldSpec) => `${idPrefix}-${spec.name}`;

/** One labelled field with its hint and its error, both read out with it (aria-describedby). */
export function FollowUpField({ spec, idPrefix, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const id = fieldId(idPrefix, spec);
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const label = t(`followUps.fields.${spec.textKey}.label`);
  const errorText = error && (
    <p id={errorId} className="follow-up-field__error">
      {t(error)}
    </p>
  );

  if (spec.control === 'checkbox') {
    return (
      <div className={`follow-up-field follow-up-field--checkbox${error ? ' follow-up-field--invalid' : ''}`}>
        <div className="follow-up-field__check">
          <input
            id={id}
            name={spec.name}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            required={spec.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <label htmlFor={id}>{label}</label>
        </div>
        {errorText}
      </div>
    );
  }

  const common = {
    id,
    name: spec.name,
    value: typeof value === 'string' ? value : '',
    required: spec.required,
    maxLength: spec.maxLength,
    autoComplete: spec.autoComplete ?? 'off',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={`follow-up-field${error ? ' follow-up-field--invalid' : ''}`}>
      <label htmlFor={id} className="follow-up-field__label">
        {label}
        {!spec.required && <span className="follow-up-field__optional"> {t('followUps.optional')}</span>}
      </label>
      {spec.hint && (
        <p id={hintId} className="follow-up-field__hint">
          {t(spec.hint)}
        </p>
      )}
      {spec.control === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={spec.control}
          inputMode={spec.control === 'email' ? 'email' : undefined}
          spellCheck={spec.control === 'email' ? false : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {errorText}
    </div>
  );
}

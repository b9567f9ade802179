import { useTranslation } from 'react-i18next';
import { FieldMessage } from './field-message.js';

interface Props {
  idBase: string;
  /** What the person typed in the code field, valid or not. */
  color: string;
  /** The picker's value: always a valid colour (the last valid one while the code is being typed). */
  pickerColor: string;
  error: string | null;
  onChange: (color: string) => void;
}

/** A colour picker and a hex code field showing the same colour; the code field takes any typing. */
export function ColorField({ idBase, color, pickerColor, error, onChange }: Props) {
  const { t } = useTranslation();
  const pickerId = `${idBase}-picker`;
  const hexId = `${idBase}-hex`;
  const hintId = `${idBase}-hint`;
  const errorId = `${idBase}-error`;
  return (
    <div className="field field--color">
      <div className="color-field">
        <div className="color-field__picker">
          <label htmlFor={pickerId}>{t('customize.domainColor')}</label>
          <input id={pickerId} type="color" value={pickerColor} onChange={(event) => onChange(event.target.value)} />
        </div>
        <div className="color-field__hex">
          <label htmlFor={hexId}>{t('customize.domainColorHex')}</label>
          <input
            id={hexId}
            type="text"
            value={color}
            onChange={(event) => onChange(event.target.value)}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            dir="ltr"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : undefined}
          />
        </div>
      </div>
      <FieldMessage id={errorId} message={error} />
      {/* How to fix it, only while the code is wrong: twelve identical hints would be noise. */}
      {error && (
        <p id={hintId} className="field__hint">
          {t('customize.domainColorHint')}
        </p>
      )}
    </div>
  );
}

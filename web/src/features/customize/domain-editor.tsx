import { useTranslation } from 'react-i18next';
import { ColorField } from './color-field.js';
import { TextField } from './text-field.js';

interface Props {
  idBase: string;
  number: number;
  name: string;
  color: string;
  pickerColor: string;
  descriptor: string;
  errors: { name: string | null; color: string | null; descriptor: string | null };
  canRemove: boolean;
  /** The note that says why Remove is disabled. */
  removeReasonId: string;
  onName: (name: string) => void;
  onColor: (color: string) => void;
  onDescriptor: (descriptor: string) => void;
  onRemove: () => void;
}

/** One area of the wheel: its name, colour and description, and the button that removes it. */
export function DomainEditor(props: Props) {
  const { t } = useTranslation();
  const { idBase, number, name, errors } = props;
  return (
    <fieldset className="domain-editor" style={{ '--domain-color': props.pickerColor } as React.CSSProperties}>
      <legend className="domain-editor__legend">
        <span className="domain-dot" aria-hidden="true" />
        {t('customize.domainHeading', { number })}
      </legend>
      <TextField id={`${idBase}-name`} label={t('customize.domainName')} value={name} error={errors.name} onChange={props.onName} />
      <ColorField idBase={`${idBase}-color`} color={props.color} pickerColor={props.pickerColor} error={errors.color} onChange={props.onColor} />
      <TextField
        id={`${idBase}-descriptor`}
        label={t('customize.descriptor')}
        value={props.descriptor}
        error={errors.descriptor}
        onChange={props.onDescriptor}
      />
      <button
        type="button"
        id={`${idBase}-remove`}
        className="button button--small button--quiet domain-editor__remove"
        onClick={props.onRemove}
        disabled={!props.canRemove}
        aria-describedby={props.canRemove ? undefined : props.removeReasonId}
      >
        {t('customize.removeDomain')}
        <span className="visually-hidden">{t('customize.removeDomainNamed', { name: name.trim() || t('customize.unnamedDomain', { number }) })}</span>
      </button>
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import type { DomainChange } from '@lifewheel/wheel';

/** One area's movement as words a screen reader says the same way it looks: "up 2", "no change". */
function ChangeCell({ value, format }: { value: number; format: (value: number) => string }) {
  const { t } = useTranslation();
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'none';
  const text = direction === 'none' ? t('dashboard.changes.none') : t(`dashboard.changes.${direction}`, { value: format(Math.abs(value)) });
  return (
    <td className={`domain-change domain-change--${direction}`}>
      <span aria-hidden="true" className="domain-change__arrow">
        {direction === 'up' ? '▲' : direction === 'down' ? '▼' : '–'}
      </span>{' '}
      {text}
    </td>
  );
}

export function DomainChangeTable({
  changes,
  label,
  format,
}: {
  changes: DomainChange[];
  label: (domain: string) => string;
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="scroll-sideways">
      <table className="domain-changes">
        <caption className="visually-hidden">{t('dashboard.changes.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.changes.domain')}</th>
            <th scope="col">{t('dashboard.changes.current')}</th>
            <th scope="col">{t('dashboard.changes.desired')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.domain}>
              <th scope="row">{label(change.domain)}</th>
              <ChangeCell value={change.current} format={format} />
              <ChangeCell value={change.desired} format={format} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { AccountExportFormat } from '@lifewheel/contracts';
import { useDownloadAccountData } from '../../hooks/use-download-account-data.js';

const FORMATS: readonly AccountExportFormat[] = ['json', 'csv'];

/** The two downloads of everything stored about the person. */
export function DownloadData() {
  const { t } = useTranslation();
  const download = useDownloadAccountData();
  const busyWith = download.isPending ? download.variables : undefined;
  return (
    <section className="account__section" aria-labelledby="account-export-title">
      <h2 id="account-export-title">{t('account.export.title')}</h2>
      <p>{t('account.export.body')}</p>
      <div className="account__buttons">
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            onClick={() => !download.isPending && download.mutate(format)}
            aria-disabled={download.isPending}
            aria-busy={busyWith === format}
          >
            {busyWith === format ? t('account.export.preparing') : t(`account.export.${format}`)}
          </button>
        ))}
      </div>
      <p className="account__status" role="status">
        {download.isError ? t('account.export.failed') : ''}
      </p>
    </section>
  );
}

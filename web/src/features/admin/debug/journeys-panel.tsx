import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunnelPeriodDays } from '@lifewheel/contracts';
import { formatCount } from '../admin-format.js';
import { useJourneyFunnel } from './debug-api.js';
import { formatShare } from './debug-format.js';
import { DEVICE_CHOICES, FUNNEL_PERIOD_CHOICES, LANGUAGE_CHOICES } from './debug-options.js';
import { DebugPanel } from './debug-panel.js';

/** Journeys: the funnel from landing to paid, step-to-step conversion and drop-off, by period, language and device class. */
export function JourneysPanel() {
  const { t } = useTranslation();
  const [days, setDays] = useState<FunnelPeriodDays>(7);
  const [language, setLanguage] = useState('');
  const [device, setDevice] = useState('');
  const params = new URLSearchParams({ days: String(days) });
  if (language) params.set('language', language);
  if (device) params.set('device', device);
  const funnel = useJourneyFunnel(params.toString());
  const data = funnel.data;
  const none = t('admin.states.none');

  const filters = (
    <div className="admin-filters">
      <label htmlFor="debug-funnel-days">{t('admin.debug.journeys.period')}</label>
      <select id="debug-funnel-days" value={days} onChange={(event) => setDays(Number(event.target.value) as FunnelPeriodDays)}>
        {FUNNEL_PERIOD_CHOICES.map((value) => (
          <option key={value} value={value}>
            {t('admin.debug.journeys.days', { count: value })}
          </option>
        ))}
      </select>
      <label htmlFor="debug-funnel-language">{t('admin.debug.journeys.language')}</label>
      <select id="debug-funnel-language" value={language} onChange={(event) => setLanguage(event.target.value)}>
        <option value="">{t('admin.states.any')}</option>
        {LANGUAGE_CHOICES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <label htmlFor="debug-funnel-device">{t('admin.debug.journeys.device')}</label>
      <select id="debug-funnel-device" value={device} onChange={(event) => setDevice(event.target.value)}>
        <option value="">{t('admin.states.any')}</option>
        {DEVICE_CHOICES.map((value) => (
          <option key={value} value={value}>
            {t(`admin.debug.journeys.devices.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <DebugPanel id="debug-journeys" title={t('admin.debug.journeys.title')} query={funnel} actions={filters}>
      {data && !data.hasData ? (
        <p>{t('admin.debug.journeys.empty')}</p>
      ) : (
        <div className="scroll-sideways">
          <table className="admin-table debug-figures">
            <thead>
              <tr>
                <th scope="col">{t('admin.debug.journeys.columns.step')}</th>
                <th scope="col">{t('admin.debug.journeys.columns.sessions')}</th>
                <th scope="col">{t('admin.debug.journeys.columns.conversion')}</th>
                <th scope="col">{t('admin.debug.journeys.columns.dropOff')}</th>
                <th scope="col">{t('admin.debug.journeys.columns.ofFirst')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.steps.map((step) => {
                const { ofFirst } = step;
                return (
                  <tr key={step.step}>
                    <th scope="row">{t(`admin.debug.journeys.steps.${step.step}`)}</th>
                    <td>{formatCount(step.sessions)}</td>
                    <td>{formatShare(step.conversion) ?? none}</td>
                    <td>{step.dropOff === null ? none : formatCount(step.dropOff)}</td>
                    <td>
                      <span className="debug-bar" aria-hidden="true">
                        <span style={{ width: `${(ofFirst ?? 0) * 100}%` }} />
                      </span>{' '}
                      {formatShare(ofFirst) ?? none}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </DebugPanel>
  );
}

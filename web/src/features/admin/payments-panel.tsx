import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAYMENT_STATES } from '@lifewheel/contracts';
import { useAdminPayments } from './admin-api.js';
import { formatCount, formatDateTime, formatMoney } from './admin-format.js';
import { Pager, PanelBody } from './panel-states.js';

/** Payments: state, amount, refunds and disputes, Stripe ids, the user; the failures of the last 24 h at a glance. */
export function PaymentsPanel() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ status: '', from: '', to: '' });
  const [filters, setFilters] = useState(draft);
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const payments = useAdminPayments(params.toString());
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };

  return (
    <section className="admin-panel" aria-labelledby="admin-payments-title">
      <h2 id="admin-payments-title">{t('admin.payments.title')}</h2>
      {payments.data && (
        <p className="admin-figure">
          <span>{t('admin.payments.failed24h')}</span> <strong>{formatCount(payments.data.failedLast24h)}</strong>
        </p>
      )}
      <form className="admin-filters" onSubmit={apply}>
        <label htmlFor="admin-payments-state">{t('admin.payments.state')}</label>
        <select id="admin-payments-state" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })}>
          <option value="">{t('admin.states.any')}</option>
          {ADMIN_PAYMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`admin.payments.states.${state}`)}
            </option>
          ))}
        </select>
        <label htmlFor="admin-payments-from">{t('admin.payments.from')}</label>
        <input id="admin-payments-from" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        <label htmlFor="admin-payments-to">{t('admin.payments.to')}</label>
        <input id="admin-payments-to" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        <button type="submit" className="button button--primary">
          {t('admin.payments.apply')}
        </button>
      </form>
      <PanelBody query={payments}>
        {payments.data && payments.data.items.length === 0 ? (
          <p>{t('admin.states.empty')}</p>
        ) : (
          <div className="scroll-sideways">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.payments.columns.created')}</th>
                  <th scope="col">{t('admin.payments.columns.state')}</th>
                  <th scope="col">{t('admin.payments.columns.amount')}</th>
                  <th scope="col">{t('admin.payments.columns.refunded')}</th>
                  <th scope="col">{t('admin.payments.columns.dispute')}</th>
                  <th scope="col">{t('admin.payments.columns.user')}</th>
                  <th scope="col">{t('admin.payments.columns.stripe')}</th>
                </tr>
              </thead>
              <tbody>
                {payments.data?.items.map((payment) => (
                  <tr key={payment.id}>
                    <td>{formatDateTime(payment.createdAt)}</td>
                    <td>{t(`admin.payments.states.${payment.status}`)}</td>
                    <td>{payment.amount === null ? t('admin.states.none') : formatMoney(payment.amount, payment.currency)}</td>
                    <td>{payment.amountRefunded > 0 ? formatMoney(payment.amountRefunded, payment.currency) : t('admin.states.none')}</td>
                    <td>{payment.disputeStatus ? t(`admin.payments.disputes.${payment.disputeStatus}`) : t('admin.states.none')}</td>
                    <td>{payment.userEmail ?? payment.userId ?? t('admin.states.none')}</td>
                    <td className="admin-table__code">
                      {payment.stripePaymentIntentId}
                      {payment.stripeSessionId && <br />}
                      {payment.stripeSessionId}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {payments.data && <Pager page={page} pageSize={payments.data.pageSize} total={payments.data.total} onPage={setPage} />}
      </PanelBody>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@lifewheel/contracts';
import { useAdminUsers } from './admin-api.js';
import { formatCount, formatDate } from './admin-format.js';
import { Pager, PanelBody } from './panel-states.js';
import { PremiumDialog } from './premium-dialog.js';

interface Filters {
  email: string;
  premium: string;
  admin: string;
  createdFrom: string;
  createdTo: string;
}

const NO_FILTERS: Filters = { email: '', premium: '', admin: '', createdFrom: '', createdTo: '' };

function queryOf(filters: Filters, page: number): string {
  const params = new URLSearchParams({ page: String(page) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params.toString();
}

/** Users: search by address, premium, admin and created date; grant or revoke premium with a reason. */
export function UsersPanel() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<{ user: AdminUser; grant: boolean } | null>(null);
  const [done, setDone] = useState(false);
  const users = useAdminUsers(queryOf(filters, page));
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const yesNo = (name: 'premium' | 'admin') => (
    <select id={`admin-users-${name}`} value={draft[name]} onChange={set(name)}>
      <option value="">{t('admin.states.any')}</option>
      <option value="yes">{t('admin.states.yes')}</option>
      <option value="no">{t('admin.states.no')}</option>
    </select>
  );

  return (
    <section className="admin-panel" aria-labelledby="admin-users-title">
      <h2 id="admin-users-title">{t('admin.users.title')}</h2>
      <form className="admin-filters" onSubmit={search} role="search">
        <label htmlFor="admin-users-email">{t('admin.users.email')}</label>
        <input id="admin-users-email" type="search" value={draft.email} onChange={set('email')} />
        <label htmlFor="admin-users-premium">{t('admin.users.premium')}</label>
        {yesNo('premium')}
        <label htmlFor="admin-users-admin">{t('admin.users.admin')}</label>
        {yesNo('admin')}
        <label htmlFor="admin-users-from">{t('admin.users.createdFrom')}</label>
        <input id="admin-users-from" type="date" value={draft.createdFrom} onChange={set('createdFrom')} />
        <label htmlFor="admin-users-to">{t('admin.users.createdTo')}</label>
        <input id="admin-users-to" type="date" value={draft.createdTo} onChange={set('createdTo')} />
        <button type="submit" className="button button--primary">
          {t('admin.users.search')}
        </button>
      </form>
      {done && (
        <p role="status" className="admin-panel__notice">
          {t('admin.premiumDialog.done')}
        </p>
      )}
      <PanelBody query={users}>
        {users.data && users.data.items.length === 0 ? (
          <p>{t('admin.states.empty')}</p>
        ) : (
          <div className="scroll-sideways">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.users.columns.email')}</th>
                  <th scope="col">{t('admin.users.columns.premium')}</th>
                  <th scope="col">{t('admin.users.columns.admin')}</th>
                  <th scope="col">{t('admin.users.columns.created')}</th>
                  <th scope="col">{t('admin.users.columns.assessments')}</th>
                  <th scope="col">{t('admin.users.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {users.data?.items.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">{user.email}</th>
                    <td>{t(user.isPremium ? 'admin.states.yes' : 'admin.states.no')}</td>
                    <td>{t(user.isAdmin ? 'admin.states.yes' : 'admin.states.no')}</td>
                    <td>{formatDate(user.createdAt)}</td>
                    <td>{formatCount(user.assessments)}</td>
                    <td>
                      <button
                        type="button"
                        className="button"
                        onClick={() => {
                          setDone(false);
                          setTarget({ user, grant: !user.isPremium });
                        }}
                      >
                        {t(user.isPremium ? 'admin.users.revoke' : 'admin.users.grant')}
                        <span className="visually-hidden"> {user.email}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {users.data && <Pager page={page} pageSize={users.data.pageSize} total={users.data.total} onPage={setPage} />}
      </PanelBody>
      <PremiumDialog
        target={target}
        onClose={(changed) => {
          setTarget(null);
          setDone(changed);
        }}
      />
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFollowUps, useMarkHandled } from './admin-api.js';
import { formatDateTime } from './admin-format.js';
import { FollowUpReplyForm } from './follow-up-reply-form.js';
import { Pager, PanelBody } from './panel-states.js';

/** Questions, Success Team requests and feedback, newest first: mark handled, reply by email. */
export function FollowUpsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const followUps = useAdminFollowUps(page);
  const markHandled = useMarkHandled();

  return (
    <section className="admin-panel" aria-labelledby="admin-follow-ups-title">
      <h2 id="admin-follow-ups-title">{t('admin.followUps.title')}</h2>
      <PanelBody query={followUps}>
        {followUps.data && followUps.data.items.length === 0 ? (
          <p>{t('admin.states.empty')}</p>
        ) : (
          <ul className="admin-inbox">
            {followUps.data?.items.map((item) => (
              <li key={item.id} className="admin-inbox__item">
                <h3>
                  {t(`admin.followUps.kinds.${item.kind}`)} · {formatDateTime(item.createdAt)}
                </h3>
                <p>{item.email ? t('admin.followUps.from', { email: item.email }) : t('admin.followUps.anonymous')}</p>
                <dl className="admin-inbox__fields">
                  {Object.entries(item.fields).map(([name, value]) => (
                    <div key={name}>
                      <dt>{name}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                {item.replies.length > 0 && (
                  <>
                    <h4>{t('admin.followUps.replies')}</h4>
                    <ul>
                      {item.replies.map((reply) => (
                        <li key={reply.id} className="admin-inbox__reply">
                          {t('admin.followUps.replyLine', { date: formatDateTime(reply.sentAt), body: reply.body })}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                {item.handledAt ? (
                  <p>{t('admin.followUps.handled', { date: formatDateTime(item.handledAt) })}</p>
                ) : (
                  <button type="button" className="button" disabled={markHandled.isPending} onClick={() => markHandled.mutate(item.id)}>
                    {t('admin.followUps.markHandled')}
                  </button>
                )}
                {item.email && (
                  <details>
                    <summary>{t('admin.followUps.reply')}</summary>
                    <FollowUpReplyForm followUpId={item.id} />
                  </details>
                )}
              </li>
            ))}
          </ul>
        )}
        {followUps.data && <Pager page={page} pageSize={followUps.data.pageSize} total={followUps.data.total} onPage={setPage} />}
      </PanelBody>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../auth/use-session.ts';
import { PageHeader } from '../components/states.tsx';
import { formatNumber } from '../lib/format.ts';
import { leaves, menuFor } from '../shell/menu.ts';
import { useQueueCounts } from '../shell/queue-counts.ts';

/** The start screen: the queues this role works on, with their counts, and a warning on few recovery codes. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const role = session?.staff.role ?? 'support';
  const counts = useQueueCounts(role);
  const items = leaves(menuFor(role)).filter((l) => l.id !== 'dashboard');
  const queues = items.filter((l) => l.badge);
  const others = items.filter((l) => !l.badge);
  const left = session?.recovery_codes_left;
  return (
    <section aria-labelledby="page-title">
      <PageHeader title={t('dashboard.title', { name: session?.staff.name ?? '' })} />
      {left !== undefined && left <= 3 ? (
        <p className="notice notice--warn" role="status">
          {t('dashboard.recovery_low', { count: left })}
        </p>
      ) : null}
      {queues.length ? (
        <>
          <h2>{t('dashboard.queues')}</h2>
          <ul className="cards">
            {queues.map((q) => {
              const count = q.badge ? counts[q.badge] : undefined;
              return (
                <li key={q.id}>
                  <Link to={q.path} className="card">
                    <span className="card__label">{t(`menu.${q.id}`)}</span>
                    <span className="card__value">
                      {count === undefined ? '…' : formatNumber(count)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {others.length ? (
        <>
          <h2>{t('dashboard.shortcuts')}</h2>
          <ul className="shortcuts">
            {others.map((o) => (
              <li key={o.id}>
                <Link to={o.path}>{t(`menu.${o.id}`)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        !queues.length && <p className="state state--empty">{t('dashboard.nothing')}</p>
      )}
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/use-session.ts';
import { PageHeader } from '../components/states.tsx';
import { canOpen } from './menu.ts';

/** A screen the role may not open (its URL typed by hand): said plainly, nothing fetched. */
export function Guard({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session || !canOpen(session.staff.role, id)) {
    return (
      <>
        <PageHeader title={t('errors.forbidden_title')} />
        <p className="state state--error">{t('errors.forbidden')}</p>
      </>
    );
  }
  return <>{children}</>;
}

import { Navigate } from 'react-router';
import { localizedPath } from '../lib/language.ts';
import { useLang } from '../lib/use-lang.ts';

/** /dashboard opens the first page of the menu. */
export function Component() {
  const lang = useLang();
  return <Navigate to={localizedPath(lang, '/dashboard/informations')} replace />;
}

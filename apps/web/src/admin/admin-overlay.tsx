import { lazy, Suspense } from 'react';
import { isAdminMode } from './admin-session.ts';

const AdminBar = lazy(() => import('./admin-bar.tsx'));
const active = isAdminMode();

/** The admin-mode bar, loaded only while a staff member is signed in (read once per load). */
export function AdminOverlay() {
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <AdminBar />
    </Suspense>
  );
}

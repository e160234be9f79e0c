import { LimitsPanel } from './limits-panel.tsx';

/** /{lang}/dashboard/limits: the limits page inside the dashboard frame. */
export function Component() {
  return <LimitsPanel level={2} />;
}

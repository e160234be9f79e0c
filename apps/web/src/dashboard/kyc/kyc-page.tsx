import { usePlayer } from '../use-player.ts';
import { KycPanel } from './kyc-panel.tsx';

/** /{lang}/dashboard/kyc: the KYC page inside the dashboard frame. */
export function Component() {
  return <KycPanel initial={usePlayer()} level={2} />;
}

import { TransferInfo } from './transfer-info.tsx';

/** /{lang}/crypto-transfer: how a crypto transfer deposit works here. */
export function Component() {
  return <TransferInfo kind="crypto" />;
}

import { TransferInfo } from './transfer-info.tsx';

/** /{lang}/bank-transfer: how a bank transfer deposit works here. */
export function Component() {
  return <TransferInfo kind="bank" />;
}

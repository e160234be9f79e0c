/** The player of `GET me` and the balance of `GET me/balance` (schemas in the contract). */
export type { Balance, Player } from '@croupier/contract/accounts';

import type { Promotion } from '@croupier/contract/cms';

export const DEFAULT_PROMOTION_IMAGE = '/img/promotion-default.svg';

/** The media titled "card" is the card image; without one, the local default. */
export function cardImage(promotion: Promotion): string {
  const card = promotion.banners.find((m) => m.title === 'card');
  return card?.full_url || card?.url || DEFAULT_PROMOTION_IMAGE;
}

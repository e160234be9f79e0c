import { useParams } from 'react-router';
import { PromotionDetail } from './promotion-detail.tsx';
import { PromotionList } from './promotion-list.tsx';
import './promotions.css';

/** /promotion lists the promotions; /promotion/{id} shows one. */
export function Component() {
  const { promotionId } = useParams();
  return promotionId ? <PromotionDetail id={promotionId} /> : <PromotionList />;
}

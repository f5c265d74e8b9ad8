import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { AlertPromo } from './AlertPromo';

export const AlertPromoBlock = documentBlock(contractSchema('Alert Promo'), ({ document: d }) => (
  <AlertPromo
    title={d.title}
    html={d.description?.value}
    {...(d.image ? { image: d.image } : {})}
    {...(d.button ? { button: d.button } : {})}
  />
));

export { AlertPromo, type AlertPromoProps } from './AlertPromo';

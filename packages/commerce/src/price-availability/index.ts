export { PriceAvailability, type PriceAvailabilityProps } from './PriceAvailability';
export { PriceResults, type PriceResultsProps } from './PriceResults';
export { priceAvailabilityLabels, type PriceAvailabilityLabels } from './priceAvailability.labels';
export { usePriceAvailability, type UsePriceAvailabilityResult, type PriceCheckStatus } from './usePriceAvailability';
export {
  priceRowError,
  emptyRows,
  INITIAL_PRICE_ROWS,
  MAX_PRICE_ROWS,
  type PriceRow,
  type PriceRowError,
} from './priceRows';

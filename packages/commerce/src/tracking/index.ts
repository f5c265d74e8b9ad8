export { OrderTracking, type OrderTrackingProps } from './OrderTracking';
export { orderTrackingLabels, type OrderTrackingLabels } from './orderTracking.labels';
export { useOrderTracking, type TrackingStep, type UseOrderTrackingResult } from './useOrderTracking';
export { parseCarrierLinks, carrierTrackingLink } from './carrierLinks';
export {
  TRACKING_SEARCH_TYPES,
  TRACKING_IDENTIFYING_TYPES,
  TRACKING_NARROWING_TYPES,
  criterionQuery,
  trackingQuery,
  trackingTypeGroup,
  identifiesAnOrder,
  isFullDate,
  isCriterionReady,
  type TrackingSearchType,
  type TrackingCriterion,
} from './trackingCriteria';

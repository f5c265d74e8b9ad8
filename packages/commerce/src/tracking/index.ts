export { OrderTracking, type OrderTrackingProps } from './OrderTracking';
export { orderTrackingLabels, type OrderTrackingLabels } from './orderTracking.labels';
export { useOrderTracking, type UseOrderTrackingResult } from './useOrderTracking';
export { parseCarrierLinks, carrierTrackingLink } from './carrierLinks';
export {
  TRACKING_SEARCH_TYPES, criterionQuery, trackingQuery, isFullDate, isCriterionReady, type TrackingSearchType, type TrackingCriterion,
} from './trackingCriteria';

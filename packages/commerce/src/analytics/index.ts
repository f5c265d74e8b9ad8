export { AnalyticsProvider, useAnalytics, type AnalyticsProviderProps, type UseAnalyticsResult } from './AnalyticsProvider';
export {
  cartEvent, entryEvent, purchaseEvent, dataLayerSink,
  type AnalyticsEvent, type AnalyticsEventName, type AnalyticsItem, type AnalyticsSink,
} from './analyticsEvents';

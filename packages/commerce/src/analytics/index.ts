export {
  AnalyticsProvider,
  useAnalytics,
  type AnalyticsProviderProps,
  type UseAnalyticsResult,
} from './AnalyticsProvider';
export { useCartAnalytics, type UseCartAnalyticsResult } from './useCartAnalytics';
export {
  cartEvent,
  entryEvent,
  productEvent,
  purchaseEvent,
  dataLayerSink,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsItem,
  type AnalyticsLine,
  type AnalyticsSink,
} from './analyticsEvents';
export { useTagManager, loadTagManager, gtmScriptUrl, GTM_SCRIPT_ORIGIN, GTM_ID_PATTERN } from './useTagManager';

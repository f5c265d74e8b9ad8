import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useSiteConfig } from '@shelfmark/forms/site';
import { dataLayerSink, type AnalyticsEvent, type AnalyticsSink } from './analyticsEvents';

const SinkContext = createContext<AnalyticsSink | null>(null);

export interface AnalyticsProviderProps {
  /** Where events go. @default pushes to `window.dataLayer` (Google Tag Manager) */
  sink?: AnalyticsSink;
  children?: ReactNode;
}

/** Gives the widgets below it an analytics sink (GTM-01); without a provider they use `window.dataLayer`. */
export function AnalyticsProvider({ sink, children }: AnalyticsProviderProps) {
  const value = useMemo(() => sink ?? dataLayerSink(), [sink]);
  return <SinkContext.Provider value={value}>{children}</SinkContext.Provider>;
}

export interface UseAnalyticsResult {
  /** True when the site enables the tag manager (global config enabledGtm). */
  enabled: boolean;
  /** The site's affiliation, put on every item. */
  affiliation: string;
  /** Sends an event; does nothing unless the site enables the tag manager. */
  track: (event: AnalyticsEvent) => void;
}

/** The analytics of GTM-01: events reach the sink only when global config `enabledGtm` is true. */
export function useAnalytics(): UseAnalyticsResult {
  const config = useSiteConfig();
  const provided = useContext(SinkContext);
  const enabled = config.enabledGtm;
  const track = useCallback(
    (event: AnalyticsEvent) => {
      if (!enabled) return;
      (provided ?? dataLayerSink())(event);
    },
    [enabled, provided],
  );
  return { enabled, affiliation: config.affiliation, track };
}

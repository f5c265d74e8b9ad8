import { lazy, type ComponentType } from 'react';

/** A widget whose code loads on first render; `preload()` loads it ahead (a server's render, or before hydrating). */
export type LazyWidget<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * Loads a widget's module only when a page places it (one chunk per widget in the host's bundle). Once the
 * code has arrived the widget renders synchronously, so `preload()` before `renderToString` renders it in
 * full; before that it suspends to the nearest `Suspense` (the page renderer's loading note). A failed load
 * reaches the error boundary and is tried again on the next render. The same contract as the blocks'
 * `lazyBlock`, so `preloadBlocks` of @shelfmark/blocks preloads these too.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): LazyWidget<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  // Until the code has arrived, React.lazy suspends on the same load; afterwards the widget renders directly.
  const Pending = lazy(() => start().then((component) => ({ default: component })));
  function LazyCommerceWidget(props: P) {
    const Widget = loaded ?? Pending;
    return <Widget {...props} />;
  }
  return Object.assign(LazyCommerceWidget, { preload: () => start().then(() => undefined) });
}

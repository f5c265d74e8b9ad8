import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** Changes when the visitor moves to another page, which clears the error. */
  resetKey: string;
  children?: ReactNode;
}

/** A page that fails to render (or whose code fails to load) says so; header and footer stay usable. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="app__error" role="alert">
        <title>Something went wrong</title>
        <h1>Something went wrong</h1>
        <p>This page could not be shown: {this.state.error.message}</p>
        <p>
          <a href="/">Back to the home page</a>
        </p>
      </div>
    );
  }
}

import { Component, type ReactNode } from 'react';
import { ContentPlaceholder } from './contentRenderContext';

interface BlockErrorBoundaryProps {
  /** The note shown in place of the block that failed. */
  message: string;
  children: ReactNode;
}

/** Contains one block: if it throws while rendering, its note takes its place and the rest of the page renders. */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ContentPlaceholder message={this.props.message} /> : this.props.children;
  }
}

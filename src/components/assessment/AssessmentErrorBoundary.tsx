import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel';

interface State {
  error: Error | null;
  retriesUsed: number;
}

/** Shows the assessment error panel if the screen fails to render; Try Again up to 3 times, then Refresh Page. */
export class AssessmentErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, retriesUsed: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Assessment: the screen failed to render:', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorPanel
        retriesUsed={this.state.retriesUsed}
        onRetry={() => this.setState(({ retriesUsed }) => ({ error: null, retriesUsed: retriesUsed + 1 }))}
      />
    );
  }
}

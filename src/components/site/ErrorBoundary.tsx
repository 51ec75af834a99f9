import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface Props {
  children: ReactNode;
  /** 'app' for a whole tool; anything else is a part of a page. */
  level?: 'app' | 'section';
}

interface State {
  error: Error | null;
}

/** The top-level error fallback (spec section 8). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('An island failed to render:', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="border-border bg-card mx-auto max-w-xl rounded-2xl border p-8 text-center">
        <h2 className="text-2xl font-semibold">
          {(this.props.level ?? 'app') === 'app' ? 'Something went wrong' : 'Unable to load content'}
        </h2>
        <p className="text-muted-foreground mt-3">We&apos;re sorry for the inconvenience. Please try refreshing the page.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => this.setState({ error: null })}>Try Again</Button>
          <a
            href="/"
            className="border-border bg-card hover:bg-muted inline-flex min-h-11 items-center rounded-md border px-5 font-semibold"
          >
            Go Home
          </a>
        </div>
      </div>
    );
  }
}

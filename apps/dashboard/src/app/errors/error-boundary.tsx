import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorPage, ErrorPageFailure } from './error-page';

type Props = {
  children: ReactNode;
  /** What to show instead of the children after a crash. */
  fallback: ReactNode;
  /** Changing it (the location, say) clears the error so the user can move on. */
  resetKey?: unknown;
  onError?: (error: unknown) => void;
};

type State = { failed: boolean; resetKey: unknown };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A crash shows the error page; a crash of the error page shows the plain last-resort page.
 * Navigating elsewhere (back button, a link) clears the error.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary fallback={<ErrorPageFailure />}>
      <ErrorBoundary fallback={<ErrorPage />} resetKey={location}>
        {children}
      </ErrorBoundary>
    </ErrorBoundary>
  );
}

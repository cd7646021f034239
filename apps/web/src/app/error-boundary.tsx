import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface ErrorBoundaryProps {
  /** What shows instead of `children` once they throw. */
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryProps extends ErrorBoundaryProps {
  /** The history entry on screen: a new one clears the error. */
  locationKey: string;
}

interface BoundaryState {
  hasError: boolean;
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.locationKey === state.locationKey) return null;
    return { hasError: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}

/**
 * A route's error boundary, as the data router's `ErrorBoundary` was (ADR 0018): when `children`
 * throw while rendering (a screen's bug, or its chunk that failed to download), `fallback` shows
 * in their place; navigating anywhere, the link on the error page included, tries again. React
 * reports the error on the console, as before.
 */
export function RouteErrorBoundary({ fallback, children }: ErrorBoundaryProps) {
  const { key } = useLocation();
  return (
    <Boundary locationKey={key} fallback={fallback}>
      {children}
    </Boundary>
  );
}

import { Component, type ReactNode } from 'react';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

interface Props {
  /** The current path: navigating elsewhere leaves the error screen. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
}

/** A screen that fails to load or render shows the error screen (spec section 1), reported once. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, { phase: 'route' });
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}

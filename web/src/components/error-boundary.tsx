import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../observability/report.js';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Reports a render error and shows a calm way out instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError('react-error-boundary', error, { componentStack: info.componentStack?.slice(0, 4000) });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

import { Component, Fragment, type ReactNode } from 'react';
import { ErrorState, type ErrorArea } from './ErrorState';

export interface ErrorBoundaryProps {
  children: ReactNode;
  area: ErrorArea;
  /** Called with the caught error before the area renders again (e.g. to import afresh). */
  onRetry?: (error: unknown) => void;
}

interface State {
  caught: { error: unknown } | null;
  /** Bumped by 重新加载 so the area mounts afresh instead of keeping its broken state. */
  attempt: number;
}

/** Keeps a crash or a failed chunk inside its own area; the rest of the console stays usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { caught: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { caught: { error } };
  }

  private readonly retry = () => {
    const { caught } = this.state;
    if (caught) this.props.onRetry?.(caught.error);
    this.setState(({ attempt }) => ({ caught: null, attempt: attempt + 1 }));
  };

  render() {
    const { caught, attempt } = this.state;
    if (caught)
      return <ErrorState error={caught.error} area={this.props.area} onRetry={this.retry} />;
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}

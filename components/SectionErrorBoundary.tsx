import { Component, type ErrorInfo, type ReactNode } from 'react';

type SectionErrorBoundaryProps = { name: string; children: ReactNode };
type SectionErrorBoundaryState = { error: Error | null };

/**
 * One section of a page that failed to render says so in its place, and the rest of the
 * page goes on: on the progress page a chart that meets a value it did not expect must not
 * take Export, Import, Reset and the Sync switch with it. (React offers error boundaries
 * only as class components.)
 */
export class SectionErrorBoundary extends Component<
  SectionErrorBoundaryProps,
  SectionErrorBoundaryState
> {
  override state: SectionErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): SectionErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Code Recall could not show ${this.props.name}`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="progress-card section-error" role="alert">
        <p>
          {this.props.name} could not be shown ({this.state.error.message}). The rest of the page
          works.
        </p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}

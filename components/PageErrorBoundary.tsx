import { Component, type ErrorInfo, type ReactNode } from 'react';

type PageErrorBoundaryProps = { children: ReactNode };
type PageErrorBoundaryState = { error: Error | null };

/**
 * The last line of defence of every page: an error while rendering shows what happened and
 * a way out, not a blank page. (React offers error boundaries only as class components.)
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): PageErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Code Recall could not show this page', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="page-error" role="alert">
        <h1>Something went wrong on this page</h1>
        <p>{this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}

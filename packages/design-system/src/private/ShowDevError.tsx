import { Component, type ReactNode } from 'react';

interface State {
  message: string | null;
}

/**
 * For stories only: renders the message of a development-time prop check (`devAssert`) as an
 * alert, so that a story can prove that an invalid prop fails loudly.
 */
export class ShowDevError extends Component<{ children: ReactNode }, State> {
  override state: State = { message: null };

  static getDerivedStateFromError(error: unknown): State {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    return this.state.message === null ? (
      this.props.children
    ) : (
      <p role="alert">{this.state.message}</p>
    );
  }
}

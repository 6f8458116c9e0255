import { Spinner } from '@blueprintjs/core';
import './ui.css';

export interface LoadingScreenProps {
  /** What is being waited for, already translated. */
  message: string;
}

/** Full-area spinner with a message, for screens that cannot show anything before an answer. */
export function LoadingScreen({ message }: LoadingScreenProps) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <Spinner size={40} />
      <span>{message}</span>
    </div>
  );
}

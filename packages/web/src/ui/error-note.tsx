import type { ReactNode } from 'react';
import { useErrorText } from './use-error-text.ts';

/** A failure in words in the user's language (or nothing when there is none), announced to screen readers. */
export function ErrorNote({ error, testId, children }: { error: unknown; testId?: string; children?: ReactNode }) {
  const errorText = useErrorText();
  if (error === null || error === undefined) return null;
  return (
    <div className="error-box" role="alert" data-testid={testId}>
      {errorText(error)}
      {children !== undefined && <> {children}</>}
    </div>
  );
}

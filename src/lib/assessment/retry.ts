import { limits } from '@/config/haven';

export interface RetryStatus {
  attemptsLeft: number;
  canRetry: boolean;
  /** "Try Again (3 attempts left)", then "Refresh Page" once they are used up. */
  label: string;
}

/**
 * The error panel's retry counter (spec sections 2 and 4): Try Again up to 3 times, showing the
 * attempts left, then a full page reload.
 */
export function retryStatus(retriesUsed: number, limit: number = limits.assessment.retryAttempts): RetryStatus {
  const attemptsLeft = Math.max(0, limit - Math.max(0, retriesUsed));
  const canRetry = attemptsLeft > 0;
  const label = canRetry ? `Try Again (${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left)` : 'Refresh Page';
  return { attemptsLeft, canRetry, label };
}

import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components put their own classes first and the caller's last; we keep
 * no class-conflict resolver (tailwind-merge) in the bundle, so callers add rather than fight.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

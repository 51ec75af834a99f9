import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned element when it mounts and whenever `key` changes, so keyboard
 * and screen reader users land on each new screen or question. The element needs `tabIndex={-1}`.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const loading = <p className="text-muted-foreground py-8 text-center">Loading...</p>;

/**
 * A React island whose code (and the backend client, which it pulls in) loads after the page has
 * painted: the page hydrates this small wrapper, which fetches the component `load` imports and
 * shows `fallback` ("Loading..." unless given) until it arrives. Export the result as the
 * island's default.
 */
export function lazyIsland<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>, fallback: ReactNode = loading) {
  const Island = lazy(load);
  return function LazyIsland(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Island {...props} />
      </Suspense>
    );
  };
}

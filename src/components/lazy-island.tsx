import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const loading = <p className="text-muted-foreground py-8 text-center">Loading...</p>;

/**
 * A React island whose code (and the backend client, which it pulls in) loads after the page has
 * painted: the page hydrates this small wrapper, which fetches the component `load` imports and
 * shows `fallback` ("Loading..." unless given) until it arrives. Export the result as the
 * island's default.
 *
 * The fallback is in the page's HTML, so give a tool its first screen here (a function of the
 * island's props when it needs them), drawn the same size as the tool draws it: the largest text
 * on the screen then paints with the HTML instead of after the code and data (LCP), and nothing
 * moves when the tool replaces it (docs/frontend.md, "First paint on a slow phone").
 */
export function lazyIsland<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode | ((props: Props) => ReactNode) = loading,
) {
  // Preact (preact/compat) hydrates a server-rendered island whose code is still loading by keeping
  // its HTML in place, but only the first node of it: a tool whose first screen is several
  // elements (the chat's "Loading..." and its disclosure) would leave the others on the page
  // beside the live tool. So every tool is drawn inside one element that makes no box.
  const Island = lazy(() =>
    load().then(({ default: Tool }) => ({
      default: (props: Props) => <div className="contents">{createElement(Tool, props)}</div>,
    })),
  );
  return function LazyIsland(props: Props) {
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Island {...props} />
      </Suspense>
    );
  };
}

import { type ComponentType, lazy, useEffect, useState } from 'react';

/**
 * `React.lazy` for a component that talks to the API from a screen that otherwise does not (the
 * home page, the sign-in dialog of the public frame): the component and the Apollo client load
 * together, in parallel, the first time it renders. Render it inside `<Suspense>`.
 */
export function lazyWithApollo<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { WithApollo }] = await Promise.all([load(), import('./apollo-provider')]);
    function WithClient(props: P) {
      return (
        <WithApollo>
          <Component {...props} />
        </WithApollo>
      );
    }
    return { default: WithClient };
  });
}

export type LoadedWithApollo<P extends object> =
  { status: 'loading' } | { status: 'loaded'; Component: ComponentType<P> } | { status: 'failed' };

/**
 * A component that talks to the API, loaded with the Apollo client once its screen has painted,
 * without suspending. A screen rendered by the router (inside a transition) that suspended would
 * be held back, heading and all, until the client arrived; this way the screen paints at once with
 * its own placeholder and shows the component when `useLoaded` answers `loaded`. Call
 * `withApolloLoader` once per component, at module level.
 */
export function withApolloLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= Promise.all([load(), import('./apollo-provider')]).then(([Component, { WithApollo }]) => {
      function WithClient(props: P) {
        return (
          <WithApollo>
            <Component {...props} />
          </WithApollo>
        );
      }
      loaded = WithClient;
      return WithClient;
    });
    // A failed download may be retried by the next screen that asks.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  /** `wanted` false puts the download off (the screen can do without the component for now). */
  return function useLoaded(wanted = true): LoadedWithApollo<P> {
    const [state, setState] = useState<LoadedWithApollo<P>>(() =>
      loaded ? { status: 'loaded', Component: loaded } : { status: 'loading' },
    );
    useEffect(() => {
      if (state.status !== 'loading' || !wanted) return;
      let current = true;
      start().then(
        (Component) => current && setState({ status: 'loaded', Component }),
        () => current && setState({ status: 'failed' }),
      );
      return () => {
        current = false;
      };
    }, [state.status, wanted]);
    return state;
  };
}

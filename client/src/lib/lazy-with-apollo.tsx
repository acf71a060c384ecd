import { type ComponentType, lazy } from 'react';

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

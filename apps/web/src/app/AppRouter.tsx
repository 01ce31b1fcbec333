import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';
import { RouteProgress } from '../ui/RouteProgress.tsx';

/**
 * React Router's BrowserRouter, but it says when a navigation is under way. A route change is a
 * transition, so React keeps the old screen while the new one's code loads; without a sign, a click
 * seemed to do nothing for seconds under load. The progress bar shows from the click until the new
 * screen is there.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  return (
    <>
      {pending && <RouteProgress />}
      <Router location={state.location} navigationType={state.action} navigator={history} useTransitions>
        {children}
      </Router>
    </>
  );
}

import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { getToken } from '../lib/auth';

// The dialog (its form, the Login mutation, its CSS) is a chunk of its own: `/` downloads it only
// when somebody asks to sign in.
const SignInDialog = lazy(async () => ({ default: (await import('../features/auth/SignInDialog')).SignInDialog }));

/** Where the sign-in dialog is asked for from another route (see `RequireSession`). */
interface SignInRequestState {
  signIn: { returnTo?: string };
}

export interface SignInApi {
  /** Opens the sign-in dialog; after signing in the visitor goes to `returnTo` (default /admin). */
  openSignIn: (returnTo?: string) => void;
}

const SignInContext = createContext<SignInApi | null>(null);

/** Only same-site paths are followed after sign-in (never `//other.host` or `https://...`). */
export function safeReturnTo(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;
}

function readRequest(state: unknown): SignInRequestState['signIn'] | null {
  if (typeof state !== 'object' || state === null || !('signIn' in state)) return null;
  const { signIn } = state as { signIn: unknown };
  if (typeof signIn !== 'object' || signIn === null) return null;
  return { returnTo: safeReturnTo((signIn as { returnTo?: unknown }).returnTo) };
}

/**
 * Owns the sign-in dialog of the public site. It opens when `openSignIn()` is called, when the
 * visitor arrives on /login (`?returnTo=/admin/...` is honoured), and when another route sent
 * the visitor here with `{ signIn: { returnTo } }` as the location state.
 */
export function SignInProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<{ returnTo?: string } | null>(null);
  const location = useLocation();
  const navigate = useNavigate();

  const openSignIn = useCallback((returnTo?: string) => setDialog({ returnTo: safeReturnTo(returnTo) }), []);

  const { pathname, search, hash, state } = location;
  useEffect(() => {
    if (pathname === '/login') {
      setDialog({ returnTo: safeReturnTo(new URLSearchParams(search).get('returnTo')) });
      return;
    }
    const request = readRequest(state);
    if (request) {
      setDialog(request);
      // Forget the request, so a reload or Back does not open the dialog a second time.
      navigate({ pathname, search, hash }, { replace: true, state: null });
    }
  }, [pathname, search, hash, state, navigate]);

  /** The visitor dismissed the dialog: on /login they stay on the same screen, at `/`. */
  const dismiss = useCallback(() => {
    setDialog(null);
    if (pathname === '/login') navigate('/', { replace: true });
  }, [pathname, navigate]);

  const value = useMemo(() => ({ openSignIn }), [openSignIn]);

  return (
    <SignInContext.Provider value={value}>
      {children}
      {dialog && (
        <Suspense fallback={null}>
          <SignInDialog returnTo={dialog.returnTo} onClose={dismiss} onSignedIn={() => setDialog(null)} />
        </Suspense>
      )}
    </SignInContext.Provider>
  );
}

/**
 * `openSignIn(returnTo?)` opens the sign-in dialog. Outside the public layout (where there is no
 * dialog) it goes to /login instead, which opens it there.
 */
export function useSignIn(): SignInApi {
  const api = useContext(SignInContext);
  const navigate = useNavigate();
  return useMemo(
    () =>
      api ?? {
        openSignIn: (returnTo?: string) => {
          const safe = safeReturnTo(returnTo);
          navigate(safe ? `/login?returnTo=${encodeURIComponent(safe)}` : '/login');
        },
      },
    [api, navigate],
  );
}

/**
 * Route guard: without a stored token the visitor goes to `/` with the sign-in dialog open, and
 * comes back to the page they asked for after signing in. The server still checks every call.
 */
export function RequireSession() {
  const location = useLocation();
  if (!getToken()) {
    const state: SignInRequestState = { signIn: { returnTo: location.pathname + location.search } };
    return <Navigate to="/" replace state={state} />;
  }
  return <Outlet />;
}

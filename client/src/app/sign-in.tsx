import { createContext, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { clearSession, getToken } from '../lib/auth';
import { lazyWithApollo } from '../lib/lazy-with-apollo';

// The dialog (its form, the Login mutation, its CSS) and the Apollo client are chunks of their own:
// `/` downloads them only when somebody asks to sign in.
const SignInDialog = lazyWithApollo(async () => (await import('../features/auth/SignInDialog')).SignInDialog);

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

  const { pathname, search, hash, state, key } = location;
  // Each location the visitor arrives at is read once, while rendering it: /login, or a route's
  // request in the location state, opens the dialog.
  const [readLocation, setReadLocation] = useState<string | null>(null);
  if (readLocation !== key) {
    setReadLocation(key);
    const request =
      pathname === '/login'
        ? { returnTo: safeReturnTo(new URLSearchParams(search).get('returnTo')) }
        : readRequest(state);
    if (request) setDialog(request);
  }
  // Forget a route's request, so a reload or Back does not open the dialog a second time.
  useEffect(() => {
    if (pathname !== '/login' && readRequest(state))
      navigate({ pathname, search, hash }, { replace: true, state: null });
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

/** The location state that sends a visitor to `/` with the sign-in dialog open. */
export function signInRequest(returnTo: string): SignInRequestState {
  return { signIn: { returnTo } };
}

/**
 * When a JWT expires, in epoch milliseconds; null when the token cannot be read as a JWT with a
 * numeric `exp`. The signature is not checked here (only the server can); this only spares the
 * visitor a back office that would answer every call with UNAUTHENTICATED.
 */
export function tokenExpiry(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const payload: unknown = JSON.parse(atob(padded));
    if (typeof payload !== 'object' || payload === null) return null;
    const { exp } = payload as { exp?: unknown };
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A stored token worth sending: a JWT whose `exp` is still ahead. */
export function isUsableToken(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry > now;
}

/**
 * Route guard: without a stored token, or with one that has expired or cannot be read, the
 * session is cleared and the visitor goes to `/` with the sign-in dialog open, coming back to the
 * page they asked for after signing in. The server still checks every call (the admin layout
 * then asks it who is signed in).
 */
export function RequireSession() {
  const location = useLocation();
  const token = getToken();
  if (!isUsableToken(token)) {
    if (token) clearSession();
    return <Navigate to="/" replace state={signInRequest(location.pathname + location.search)} />;
  }
  return <Outlet />;
}

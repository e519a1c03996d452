import { refused } from './errors';

/** A function that answers the token to send; nothing means no Authorization header. */
export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/** The account a client signs in with by itself (`POST /v1/partner_master/login`). */
export interface Credentials {
  email: string;
  password: string;
}

/** `auth` of createApiClient: a token, a function that answers one, or an account. */
export type AuthOption = string | TokenSource | Credentials;

function isCredentials(value: AuthOption): value is Credentials {
  return typeof value === 'object' && value !== null && 'email' in value && 'password' in value;
}

/**
 * The client's token source. `token()` answers the token for the next request, signing in first
 * when the client holds an account, and a string at once when it is at hand (no promise to wait on
 * for every call). `signIn` performs the login call; with an account it runs once at first use.
 * Only a client that holds an account has `signInAgain` (a 401 may be cured so): it signs in
 * again, unless another call already did since `staleToken` was handed out, so a burst of 401s
 * signs in once, shared by every call waiting on it.
 */
export function createAuth(
  option: AuthOption | undefined,
  signIn: (credentials: Credentials) => Promise<string>,
) {
  if (option === undefined || typeof option === 'string' || typeof option === 'function') {
    return {
      signInAgain: undefined,
      token: (): string | undefined | Promise<string | undefined> => {
        if (typeof option !== 'function') return option || undefined;
        const pending = option();
        return pending instanceof Promise
          ? pending.then((token) => token || undefined)
          : pending || undefined;
      },
    };
  }
  if (!isCredentials(option)) {
    throw refused('createApiClient', 'auth must be a token, a function or { email, password }');
  }
  // The last sign-in, and the token it gave (undefined while it is under way): read
  // synchronously, so calls that fail together see the same state and sign in once.
  let current: Promise<string> | null = null;
  let held: string | undefined;
  const start = () => {
    const started = signIn(option);
    current = started;
    held = undefined;
    started.then(
      (token) => {
        if (current === started) held = token;
      },
      () => {
        // A failed sign-in is not kept: the next call tries again.
        if (current === started) current = null;
      },
    );
    return started;
  };
  return {
    token: () => held ?? current ?? start(),
    async signInAgain(staleToken: string | undefined) {
      if (held === undefined && current !== null) await current;
      else if (held === staleToken || current === null) await start();
    },
  };
}

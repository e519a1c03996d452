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

export interface Auth {
  /**
   * The token for the next request, signing in first when the client holds an account; a string
   * at once when it is at hand (no promise to wait on for every call).
   */
  token(): string | undefined | Promise<string | undefined>;
  /** Whether a 401 may be cured by signing in again (the client holds an account). */
  readonly canSignInAgain: boolean;
  /**
   * Signs in again, unless another call already did since `staleToken` was handed out: a burst
   * of 401s signs in once.
   */
  signInAgain(staleToken: string | undefined): Promise<void>;
}

function isCredentials(value: AuthOption): value is Credentials {
  return typeof value === 'object' && value !== null && 'email' in value && 'password' in value;
}

/**
 * The client's token source. `signIn` performs the login call; with an account it runs once at
 * first use, and again when a call answers 401, shared by every call waiting on it.
 */
export function createAuth(
  option: AuthOption | undefined,
  signIn: (credentials: Credentials) => Promise<string>,
): Auth {
  if (option === undefined || typeof option === 'string' || typeof option === 'function') {
    return {
      canSignInAgain: false,
      signInAgain: async () => {},
      token: () => {
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
  let current: Promise<string> | null = null;
  // The token the last finished sign-in gave, and whether one is under way: read synchronously,
  // so calls that fail together see the same state and sign in once.
  let held: string | undefined;
  let signingIn = false;
  const start = () => {
    const started = signIn(option);
    current = started;
    signingIn = true;
    started.then(
      (token) => {
        if (current !== started) return;
        held = token;
        signingIn = false;
      },
      () => {
        // A failed sign-in is not kept: the next call tries again.
        if (current !== started) return;
        current = null;
        signingIn = false;
      },
    );
    return started;
  };
  return {
    canSignInAgain: true,
    // Once a sign-in has ended well and none is under way, its token is at hand.
    token: () => (current === null || signingIn ? (current ?? start()) : held),
    async signInAgain(staleToken) {
      if (signingIn && current !== null) await current;
      else if (held === staleToken || current === null) await start();
    },
  };
}

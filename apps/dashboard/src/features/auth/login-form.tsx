import { FALLBACK_MESSAGE, isApiError } from '@backoffice/sdk';
import { Button, Field, Input } from '@backoffice/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useLogin } from './api/use-login';

export function LoginForm({ redirect }: { redirect: string | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin(redirect);
  // isPending only changes on the next render; the ref also stops a second submit in the same tick.
  const sending = useRef(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    login.mutate(
      { body: { email: email.trim(), password } },
      {
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  const failure = login.error
    ? isApiError(login.error)
      ? login.error.message
      : FALLBACK_MESSAGE
    : null;

  return (
    <form
      className="grid gap-5"
      onSubmit={submit}
      aria-describedby={failure ? 'login-error' : undefined}
    >
      <Field label="Email" required>
        <Input
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Password" required>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {failure ? (
        <p
          id="login-error"
          role="alert"
          className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-danger-text text-sm"
        >
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={login.isPending}>
        Login
      </Button>
      <p className="text-center text-muted-foreground text-sm">
        Belum punya akun?{' '}
        <Link href="/register" className="font-medium text-link underline-offset-4 hover:underline">
          Daftar
        </Link>
      </p>
    </form>
  );
}

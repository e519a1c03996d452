import { Button, Field, Input } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { formErrors } from '@/lib/form-errors';
import { useLogin } from './api/use-login';

export function LoginForm({ redirect }: { redirect: string | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { login, pending, error: failure } = useLogin(redirect);
  // A refused e-mail or password shows under its field; anything else (wrong password, a
  // deactivated account, the network) above the button.
  const { fields, message: error } = formErrors(failure, ['email', 'password'] as const);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void login({ email: email.trim(), password });
  }

  return (
    <form
      className="grid gap-5"
      onSubmit={submit}
      aria-describedby={error ? 'login-error' : undefined}
    >
      <Field label="Email" required error={fields.email}>
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
      <Field label="Password" required error={fields.password}>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {error ? (
        <p
          id="login-error"
          role="alert"
          className="rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-danger-text text-sm"
        >
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={pending}>
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

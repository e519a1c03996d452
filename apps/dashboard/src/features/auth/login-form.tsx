import { fieldRules, missingProblem } from '@backoffice/sdk';
import { Button, Field, Input } from '@backoffice/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useFocusFirstInvalid } from '@/lib/form/use-focus-first-invalid';
import { formErrors } from '@/lib/form-errors';
import { useLogin } from './api/use-login';

const rules = fieldRules.LoginRequest;

/** The two inputs, for the browser's password manager and a phone's keyboard. */
const INPUTS = {
  email: { type: 'email', autoComplete: 'username', inputMode: 'email' },
  password: { type: 'password', autoComplete: 'current-password' },
} as const;

export function LoginForm({ redirect }: { redirect: string | null }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const { login, pending, error: failure } = useLogin(redirect);
  // A refused e-mail or password shows under its field; anything else (wrong password, a
  // deactivated account, the network) above the button.
  const { fields, message: error } = formErrors(failure, ['email', 'password'] as const);
  // What the contract requires, checked here in its words (not the browser's English bubble):
  // from the first refused press on, and again as the user types. The server checks the rest
  // (the e-mail's format, the lengths) and its answer lands under the field: the whole check
  // would not fit /login's budget (docs/engineering.md#budgets).
  const [refusals, setRefusals] = useState(0);
  const missing = {
    email: missingProblem(rules.email, values.email),
    password: missingProblem(rules.password, values.password),
  };
  const problems = refusals > 0 ? missing : { email: null, password: null };
  const focusFirstInvalid = useFocusFirstInvalid();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (missing.email !== null || missing.password !== null) {
      // Counted, not a flag: each refused press renders again, so the focus moves every time.
      setRefusals((n) => n + 1);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    void login({ email: values.email.trim(), password: values.password });
  }

  return (
    <form
      className="grid gap-5"
      onSubmit={submit}
      noValidate
      aria-describedby={error ? 'login-error' : undefined}
    >
      {(['email', 'password'] as const).map((name) => (
        <Field key={name} label={rules[name].label} required error={problems[name] ?? fields[name]}>
          <Input
            name={name}
            required
            {...INPUTS[name]}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        </Field>
      ))}
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

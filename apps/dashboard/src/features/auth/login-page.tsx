import { useSearch } from 'wouter';
import { ArrivalHeading } from '@/lib/arrival-heading';
import { Brand } from '@/lib/brand';
import { readParam, textParam } from '@/lib/url-state';
import { LoginForm } from './login-form';

export function LoginPage() {
  const redirect = readParam(useSearch(), 'redirect', textParam) ?? null;
  return (
    <div className="grid gap-8">
      <Brand />
      <div className="grid gap-2">
        <ArrivalHeading className="font-semibold text-2xl">Login</ArrivalHeading>
        <p className="text-muted-foreground text-sm">Masuk dengan email dan password akunmu.</p>
      </div>
      <LoginForm redirect={redirect} />
    </div>
  );
}

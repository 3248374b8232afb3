import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useLogin } from '../api/login.ts';
import { checkLoginInput, type LoginResult, loginErrorMessage, readLoginResponse } from '../utils/login-result.ts';
import '../../../components/ui/button.css';
import '../../../components/ui/field.css';

export interface LoginFormProps {
  onSignedIn: (result: LoginResult) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = checkLoginInput(email, password);
    if (typeof input === 'string') {
      setError(input);
      return;
    }
    setError(null);
    try {
      const result = readLoginResponse(await login.mutateAsync(input));
      onSignedIn(result);
    } catch (err) {
      setError(loginErrorMessage(err));
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Login">
      <TextField
        id="login-email"
        label="User Name"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Alert message={error} variant="error" />
      <Button type="submit" className="btn--block" busy={login.isPending}>
        Login
      </Button>
    </form>
  );
}

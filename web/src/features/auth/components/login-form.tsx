import { LOGIN_MISSING_FIELDS } from '#shared/auth-messages.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useLogin } from '../api/login.ts';
import { type LoginResult, loginErrorMessage, readLoginResponse } from '../utils/login-result.ts';
import '../../../components/ui/button.css';
import '../../../components/ui/field.css';

export interface LoginFormProps {
  onSignedIn: (result: LoginResult) => void;
  /** Signed in and on the way to the next page: the form stays busy and takes no second submit. */
  busy?: boolean;
}

/** The server's schema, loaded when the form is first checked: zod is not part of the first paint. */
const loadLoginBody = () => import('#shared/schemas/auth.ts').then((m) => m.loginBody);

/** Both fields are needed (one message for the form: docs/requirements.md#login-page); the email is trimmed. */
export function LoginForm({ onSignedIn, busy = false }: LoginFormProps) {
  const login = useLogin();
  const form = useZodForm(loadLoginBody, {
    defaultValues: { email: '', password: '' },
    formMessages: [LOGIN_MISSING_FIELDS],
  });

  const submit = form.handleSubmit(async (input) => {
    if (busy) return;
    try {
      onSignedIn(readLoginResponse(await login.mutateAsync(input)));
    } catch (err) {
      form.setError('root', { message: loginErrorMessage(err) });
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Login">
      <FormTextField
        form={form}
        name="email"
        id="login-email"
        label="User Name"
        type="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FormTextField
        form={form}
        name="password"
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <Alert message={form.formError} variant="error" />
      <Button type="submit" className="btn--block" busy={login.isPending || busy}>
        Login
      </Button>
    </form>
  );
}

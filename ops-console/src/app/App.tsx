import { useState } from 'react';
import type { OpsCredentials } from '@gold/ops-client';
import { ConsoleView } from './ConsoleView';
import {
  clearCredentials,
  readCredentials,
  saveCredentials,
} from '../features/sign-in/credentialStore';
import { SignInForm } from '../features/sign-in/SignInForm';

/** Sign-in until the server accepts a token; then the console, until sign-out or a refusal. */
export function App() {
  const [credentials, setCredentials] = useState(() => readCredentials());
  const [notice, setNotice] = useState<string | undefined>();

  const signIn = (accepted: OpsCredentials) => {
    saveCredentials(accepted);
    setNotice(undefined);
    setCredentials(accepted);
  };
  const signOut = (why?: string) => {
    clearCredentials();
    setNotice(why);
    setCredentials(undefined);
  };

  if (!credentials) return <SignInForm onSignedIn={signIn} notice={notice} />;
  return <ConsoleView credentials={credentials} onSignOut={signOut} />;
}

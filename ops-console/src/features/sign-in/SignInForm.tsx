import { useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { registryCalls } from '@gold/ops-client/contract';
import { OpsError, sendOps, type OpsCredentials } from '@gold/ops-client';

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** Called with credentials the server accepted. */
  onSignedIn: (credentials: OpsCredentials) => void;
  /** Why the operator is here again (a token the server stopped accepting), if so. */
  notice?: string;
}

// The name travels in a request header, which takes printable ASCII only.
const PLAIN_NAME = /^[\x20-\x7e]{0,100}$/;

/**
 * Asks for the ops token (and a name for the audit trail) and tries it on the server before
 * keeping it: a wrong token shows the server's refusal, a throttled address its retry time.
 */
export function SignInForm({ onSignedIn, notice }: SignInFormProps) {
  const [token, setToken] = useState('');
  const [actor, setActor] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const [tokenMissing, setTokenMissing] = useState(false);
  const [checking, setChecking] = useState(false);
  const nameProblem = PLAIN_NAME.test(actor)
    ? undefined
    : 'Use plain letters, digits and punctuation (no accents): it is sent in a request header.';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTokenMissing(!token.trim());
    if (!token.trim() || nameProblem) return;
    const credentials: OpsCredentials = { token: token.trim(), actor: actor.trim() || undefined };
    setChecking(true);
    setRefusal(undefined);
    try {
      await sendOps(credentials, registryCalls.status, {});
      onSignedIn(credentials);
    } catch (error) {
      setRefusal(error instanceof OpsError ? error.describe() : String(error));
      setChecking(false);
    }
  };

  return (
    <Box as="main" maxW="md" mx="auto" mt="16" px="4">
      <Heading as="h1" size="xl" mb="2">
        Release console
      </Heading>
      <Text mb="6">
        Sign in with an ops token. It is kept in this tab only, until you close it.
      </Text>
      {notice && (
        <Text mb="4" color="fg.muted">
          {notice}
        </Text>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root required invalid={tokenMissing || refusal !== undefined}>
            <Field.Label>Ops token</Field.Label>
            <Input
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={token}
              onChange={(event) => setToken(event.target.value)}
            />
            <Field.ErrorText>{tokenMissing && 'Enter the ops token.'}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={nameProblem !== undefined}>
            <Field.Label>Your name, for the audit trail (optional)</Field.Label>
            <Input
              autoComplete="name"
              value={actor}
              onChange={(event) => setActor(event.target.value)}
            />
            <Field.HelperText>
              Without it, changes are recorded under the token's name.
            </Field.HelperText>
            <Field.ErrorText>{nameProblem}</Field.ErrorText>
          </Field.Root>
          <Box role="alert" color="red.700" minH="6">
            {refusal && `The server refused: ${refusal}`}
          </Box>
          <Button type="submit" colorPalette="blue" loading={checking}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Box>
  );
}

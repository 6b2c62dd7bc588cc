import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { CAPTCHA_PROOF_NAME } from '@gold/page-scripts/formPost';
import { Captcha } from '../captcha/Captcha';
import type { CaptchaState } from '../captcha/useCaptcha';

/** Props of {@link SiteForm}. */
export interface SiteFormProps {
  /** The form's heading, an h2 under the page's h1. */
  title: string;
  /** From `useGuardedSubmit`. */
  onSubmit: (event: FormEvent) => Promise<void>;
  captcha: CaptchaState;
  submitLabel: string;
  /** While the request runs, the button shows that it is busy and cannot be pressed again. */
  submitting: boolean;
  /** The text fields, in two columns from tablet width. */
  children: ReactNode;
  /** Full-width content between the fields and the captcha. */
  beforeCaptcha?: ReactNode;
  /**
   * Where the form posts when it is submitted before its code came, its captcha entered and its
   * fields filled (see `@gold/page-scripts/formPost`), with the server's proof of the captcha it
   * drew: the server answers with a page. Without it, such a submit waits for the code.
   */
  post?: FormPost;
}

/** Where a form posts without its code, and the server's proof of the captcha it shows. */
export interface FormPost {
  to: string;
  captchaProof: string;
}

/** The layout both site forms share: heading, fields, captcha and submit button, in that order. */
export function SiteForm({
  title,
  onSubmit,
  captcha,
  submitLabel,
  submitting,
  children,
  beforeCaptcha,
  post,
}: SiteFormProps) {
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} gap="6">
      <Heading as="h2" id={titleId} size="lg">
        {title}
      </Heading>
      <form
        noValidate
        {...(post && { method: 'post', action: post.to })}
        onSubmit={(event) => void onSubmit(event)}
      >
        {post && <input type="hidden" name={CAPTCHA_PROOF_NAME} value={post.captchaProof} />}
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {children}
          </SimpleGrid>
          {beforeCaptcha}
          <Captcha captcha={captcha} />
          <Button type="submit" colorPalette="yellow" alignSelf="flex-start" loading={submitting}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

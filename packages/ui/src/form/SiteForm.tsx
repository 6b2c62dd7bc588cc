import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
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
}: SiteFormProps) {
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} gap="6">
      <Heading as="h2" id={titleId} size="lg">
        {title}
      </Heading>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
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

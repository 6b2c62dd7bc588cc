import { useEffect, type ClipboardEvent, type DragEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { CAPTCHA_LENGTH } from '@gold/contracts';
import { fill } from '@gold/i18n';
import { uiWords } from '../words/uiWords';
import type { CaptchaState } from './useCaptcha';
import {
  CAPTCHA_ENTRY_ATTRIBUTE,
  CAPTCHA_ENTRY_NAME,
  CAPTCHA_SHOWN_ATTRIBUTE,
} from '@gold/page-scripts/formPost';

/** Props of {@link Captcha}. */
export interface CaptchaProps {
  /** The state from `useCaptcha`, which the form's submit flow also reads. */
  captcha: CaptchaState;
}

// The spec asks that the characters cannot be copied, nor pasted or dropped into the entry box.
const block = (event: ClipboardEvent | DragEvent) => event.preventDefault();

/** The forms' captcha: the characters in a disabled display, a refresh button and the entry box. */
export function Captcha({ captcha }: CaptchaProps) {
  const { entryInput, setEntry } = captcha;
  // Typed before the form's code came: the entry from the start, as if the code had heard it.
  useEffect(() => {
    const typed = entryInput.current?.value;
    if (typed) setEntry(typed);
  }, [entryInput, setEntry]);
  const words = uiWords.now();
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{words.captcha}</Field.Label>
        <HStack gap="2" userSelect="none" onCopy={block} onCut={block} onDragStart={block}>
          <Input
            disabled
            readOnly
            value={captcha.text}
            {...{ [CAPTCHA_SHOWN_ATTRIBUTE]: '' }}
            maxW="12rem"
            fontFamily="ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace"
            fontSize="xl"
            fontWeight="bold"
            letterSpacing="0.3em"
            textAlign="center"
            // Chrome still selects a disabled input's text from the mouse; without a pointer it cannot.
            pointerEvents="none"
            bg="brand.50"
            color="gray.900"
            borderColor="brand.300"
            _disabled={{ opacity: 1, cursor: 'default' }}
          />
          <Button
            type="button"
            variant="outline"
            aria-label={words.refreshCaptcha}
            onClick={captcha.refresh}
          >
            <Box as="span" aria-hidden="true" fontSize="xl">
              ↻
            </Box>
          </Button>
        </HStack>
      </Field.Root>
      <Field.Root>
        <Field.Label>{words.enterCaptcha}</Field.Label>
        <Input
          ref={entryInput}
          defaultValue=""
          name={CAPTCHA_ENTRY_NAME}
          {...{ [CAPTCHA_ENTRY_ATTRIBUTE]: '' }}
          onChange={(event) => setEntry(event.target.value)}
          onPaste={block}
          onDrop={block}
          maxLength={CAPTCHA_LENGTH}
          maxW="12rem"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <Field.HelperText>{fill(words.captchaHint, { length: CAPTCHA_LENGTH })}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}

import { createRecipeContext, type HTMLChakraProps } from '@chakra-ui/react/styled-system';

/** Props of {@link PlainInput}: those of an `<input>`, with Chakra's style props. */
export type PlainInputProps = HTMLChakraProps<'input'>;

/**
 * The theme's text input on a bare `<input>`, without the field machine of `Input` in
 * `@gold/ui/form`: a page whose only input is a search box need not download the form layer.
 * Label it with a `<label htmlFor>` of its own.
 */
export const PlainInput = createRecipeContext({ key: 'input' }).withContext<
  HTMLInputElement,
  PlainInputProps
>('input');

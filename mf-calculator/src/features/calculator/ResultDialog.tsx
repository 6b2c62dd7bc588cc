import { useRef } from 'react';
import type { CalculatorRequest, CalculatorResult } from '@gold/contracts';
import { Box, Button, Text, formatIndianDate, formatInr } from '@gold/ui';
import { Dialog, Portal } from '@gold/ui/overlay';

/** A price the calculator received, with the request it answers. */
export interface Quote {
  request: CalculatorRequest;
  result: CalculatorResult;
}

/** Props of {@link ResultDialog}. */
export interface ResultDialogProps {
  /** The quote to show; null keeps the dialog closed. */
  quote: Quote | null;
  /** The Ok button: closes the dialog (and the page resets its form). */
  onOk: () => void;
}

/** The calculator's result (spec section 2): modal, 400 px wide, closed only by its Ok button. */
export function ResultDialog({ quote, onOk }: ResultDialogProps) {
  const okButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={quote !== null}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => okButton.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="400px" maxW="calc(100vw - 2rem)">
            {quote && (
              <>
                <Dialog.Header>
                  <Dialog.Title>Your instant gold rate</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text mb="4">
                    {quote.request.goldGrams} g of {quote.request.goldCarat}K gold
                  </Text>
                  <Box
                    as="dl"
                    display="grid"
                    gridTemplateColumns="1fr auto"
                    columnGap="4"
                    rowGap="2"
                  >
                    <dt>Price per gram as on {formatIndianDate(quote.result.lastUpdateTime)}</dt>
                    <Box as="dd" fontWeight="semibold" textAlign="end">
                      {formatInr(quote.result.PerGramPrice)}
                    </Box>
                    <dt>Total amount</dt>
                    <Box as="dd" fontWeight="bold" fontSize="lg" textAlign="end">
                      {formatInr(quote.result.totalPrice)}
                    </Box>
                  </Box>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button ref={okButton} colorPalette="yellow" onClick={onOk}>
                    Ok
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { useRef } from 'react';
import type { CalculatorRequest, CalculatorResult } from '@gold/contracts';
import { quoteView } from '@gold/page-data';
import { Button } from '@gold/ui';
import { Dialog, Portal } from '@gold/ui/overlay';
import { calculatorWords } from './calculatorWords';
import { QuoteDetails } from './QuoteDetails';

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
                  <Dialog.Title>{calculatorWords.now().quoteTitle}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <QuoteDetails quote={quoteView(quote.request, quote.result)} />
                </Dialog.Body>
                <Dialog.Footer>
                  <Button ref={okButton} colorPalette="yellow" onClick={onOk}>
                    {calculatorWords.now().ok}
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

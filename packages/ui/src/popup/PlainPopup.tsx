import { useEffect, useId, useRef } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { OpenPopup } from './popupState';
import { useAutoClose } from './useAutoClose';

/** Props of {@link PlainPopup}. */
export interface PlainPopupProps {
  /** The popup to show. */
  popup: OpenPopup;
}

/**
 * The popup drawn without the dialog code, when that code could not be downloaded (a flaky
 * connection): the browser's own modal `<dialog>` with the same words and button. The message a
 * visitor must read (their form failed, their captcha was wrong) never depends on a download.
 */
export function PlainPopup({ popup }: PlainPopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useAutoClose(popup);
  useEffect(() => {
    const element = dialog.current;
    // Modal: the page behind is inert and Escape closes it, as with the usual popup.
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <chakra.dialog
      ref={dialog}
      data-testid="popup"
      role={popup.kind === 'success' ? 'dialog' : 'alertdialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        popup.close();
      }}
      m="auto"
      p="6"
      w="xs"
      maxW="calc(100vw - 2rem)"
      borderRadius="l3"
      textAlign="center"
      bg="bg.panel"
      color="fg"
      _backdrop={{ bg: 'blackAlpha.600' }}
    >
      <Heading as="h2" id={titleId} size="md">
        {popup.title}
      </Heading>
      {popup.text && <Text mt="3">{popup.text}</Text>}
      {popup.confirmText && (
        <Button mt="5" colorPalette="yellow" onClick={popup.close}>
          {popup.confirmText}
        </Button>
      )}
    </chakra.dialog>
  );
}

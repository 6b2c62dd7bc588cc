import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Button } from '@chakra-ui/react/button';
import { Box } from '@chakra-ui/react/box';
import type { OpenPopup } from './popupState';
import { useAutoClose } from './useAutoClose';

const iconFor = { success: '✓', warning: '!', error: '✕' } as const;
const colorFor = { success: 'green.600', warning: 'orange.600', error: 'red.600' } as const;

/** The popup dialog itself; loaded only when the first popup opens. */
export default function PopupDialog({ popup }: { popup: OpenPopup | null }) {
  useAutoClose(popup);

  return (
    <Dialog.Root
      open={popup !== null}
      role={popup?.kind === 'success' ? 'dialog' : 'alertdialog'}
      onOpenChange={(details) => {
        if (!details.open) popup?.close();
      }}
      placement="center"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content textAlign="center" data-testid="popup">
            {popup && (
              <>
                <Dialog.Header justifyContent="center" flexDirection="column" gap="3">
                  <Box
                    aria-hidden="true"
                    fontSize="2xl"
                    fontWeight="bold"
                    color="white"
                    bg={colorFor[popup.kind]}
                    borderRadius="full"
                    w="12"
                    h="12"
                    display="grid"
                    placeItems="center"
                  >
                    {iconFor[popup.kind]}
                  </Box>
                  <Dialog.Title>{popup.title}</Dialog.Title>
                </Dialog.Header>
                {popup.text && <Dialog.Body>{popup.text}</Dialog.Body>}
                {popup.confirmText && (
                  <Dialog.Footer justifyContent="center">
                    <Button colorPalette="yellow" onClick={popup.close}>
                      {popup.confirmText}
                    </Button>
                  </Dialog.Footer>
                )}
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

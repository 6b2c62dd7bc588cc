import { useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** Props of {@link ConfirmRevoke}. */
export interface ConfirmRevokeProps {
  title: string;
  /** What revoking ends, and for whom. */
  children: ReactNode;
  /** Revokes; answers a refusal to show in the dialog, or nothing once it is done. */
  onConfirm: () => Promise<string | undefined>;
  onClose: () => void;
}

/** Asks before a revocation, which cannot be undone; shows the server's refusal if it refuses. */
export function ConfirmRevoke({ title, children, onConfirm, onClose }: ConfirmRevokeProps) {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const confirm = async () => {
    setSending(true);
    setRefusal(undefined);
    const refused = await onConfirm();
    if (refused === undefined) return onClose();
    setRefusal(refused);
    setSending(false);
  };
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !sending) onClose();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {children}
                <Text>This cannot be undone.</Text>
                <Box role="alert" color="red.700">
                  {refusal && <Text>The server refused: {refusal}</Text>}
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={sending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={sending} onClick={() => void confirm()}>
                Revoke
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

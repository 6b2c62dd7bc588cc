// Dialogs (the Ark dialog machine): a shared module of its own, loaded by the pages that open one.
export { Dialog } from '@chakra-ui/react/dialog';
export { Portal } from '@chakra-ui/react/portal';

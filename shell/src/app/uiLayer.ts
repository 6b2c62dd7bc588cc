// Loaded on its own by the bootstrap, so that evaluating the UI layer is a task of its own.
export { prepareUi } from '@gold/ui';

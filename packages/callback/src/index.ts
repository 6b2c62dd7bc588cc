// The request-a-callback form, an island of home, services and branches: each of those remotes
// exposes it as `./CallbackIsland` and bundles this code in that island's chunk alone.
export { CallbackForm, type CallbackFormProps } from './CallbackForm';

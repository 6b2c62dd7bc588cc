export { CallbackForm as default } from '@gold/callback';

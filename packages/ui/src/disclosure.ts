// Accordions (the Ark accordion machine): a shared module of its own, for FAQs and policies.
export { Accordion } from '@chakra-ui/react/accordion';

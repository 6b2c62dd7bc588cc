// No page of this build uses it: content versions built before 2026-11-28, which the registry
// keeps for rollback, draw their FAQ and policy accordions with it (today's are `<details>`).
// An on-demand shared module: no page downloads it but theirs.
export { Accordion } from '@chakra-ui/react/accordion';

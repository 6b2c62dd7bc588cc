// No page of this build uses it: content builds of shell level 1, which the registry may keep for
// rollback, draw their FAQ and policy accordions with it (today's are `<details>`). It goes once
// SHELL_LEVEL_FLOOR passes 1.
// An on-demand shared module: no page downloads it but theirs.
export { Accordion } from '@chakra-ui/react/accordion';

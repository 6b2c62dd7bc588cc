// The public face of the UI layer. Apps reach Chakra only through here (lint enforces it), so the
// shared singleton holds just the components the site uses. Heavier parts are shared modules of
// their own, downloaded only by the pages that use them: `@gold/ui/form` and `@gold/ui/overlay`
// (dialogs).
export { Box } from '@chakra-ui/react/box';
export { Flex } from '@chakra-ui/react/flex';
export { Stack } from '@chakra-ui/react/stack';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Heading } from '@chakra-ui/react/heading';
export { Text } from '@chakra-ui/react/text';
export { Link } from '@chakra-ui/react/link';
export { Button } from '@chakra-ui/react/button';
export { Spinner } from '@chakra-ui/react/spinner';
export { Card } from '@chakra-ui/react/card';
export { chakra } from '@chakra-ui/react/styled-system';

export { UiProvider, type UiProviderProps } from './system/UiProvider';
export { SiteProviders, type SiteProvidersProps } from './system/SiteProviders';
export { fontDeclarations, fontStack, prepareUi } from './system/system';
export { addSentStyles } from './system/sentStylesCache';
export { formatInr, formatIndianDate } from '@gold/page-data';
export { showPopup, popupAtom, type PopupRequest } from './popup/popupState';
export { PopupHost } from './popup/PopupHost';
export { onDemand, type OnDemand } from './on-demand/onDemand';
export { useOnDemand, type OnDemandState } from './on-demand/useOnDemand';
export { PageHero, type PageHeroProps } from './page-hero/PageHero';
export {
  drawParts,
  MarkedText,
  nameMarks,
  type DrawPart,
  type MarkedTextProps,
} from './marked-text/MarkedText';
export { PlainInput, type PlainInputProps } from './plain-input/PlainInput';
export { isPlainClick, SiteLink, type SiteLinkProps } from './navigation/SiteLink';
export { navigateTo, setSiteNavigator, type SiteNavigator } from './navigation/siteNavigation';
export { UI_LANGUAGES } from './words/uiWords';

import type { BranchView } from '@gold/page-data';
import { fill } from '@gold/i18n';
import { Box, chakra, drawParts, Link, Text } from '@gold/ui';
import { branchesWords } from './branchesWords';
import { useMapState } from './useMapState';

/** Props of {@link BranchMap}. */
export interface BranchMapProps {
  branch: Pick<BranchView, 'branchName' | 'branchNameLang' | 'mapEmbedUrl' | 'mapsAppUrl'>;
}

/** The map frame's proportions: the frame keeps them before and whether or not the map loads. */
export const MAP_ASPECT_RATIO = '16 / 10';
/** The height of the "Open in Maps" row under the frame: a 44 px touch target. */
export const MAP_LINK_HEIGHT = '11';
/**
 * How near the screen a map box comes before its frame is made. The browser's own lazy loading
 * starts 1,250 px or more ahead, so on a phone the first cards' maps all loaded with the page and
 * blocked it while they were made (docs/performance.md).
 */
export const MAP_LOAD_MARGIN = '100px';

/**
 * The branch on an embedded map, made only when its box comes near the screen, in a box of fixed
 * proportions (no layout shift). The text under the frame shows until the map has loaded. The
 * frame stays hidden until the maps service is known to answer; where it does not, the frame is
 * removed (never the browser's broken page) and the box says so, with "Open in Maps" under it.
 */
export function BranchMap({ branch }: BranchMapProps) {
  const words = branchesWords.now();
  const mapOf = fill(words.mapOf, { branch: branch.branchName });
  const { ref, state } = useMapState<HTMLDivElement>(branch.mapEmbedUrl, MAP_LOAD_MARGIN);
  const failed = state === 'unreachable';
  // The name's span is always drawn and its `lang` comes with the data, as the card's heading's
  // does: the build draws this line with a mark in the name's place, whose letters are not its.
  const name = new Map([
    [
      branch.branchName,
      (key: number) => (
        <span key={key} lang={branch.branchNameLang || undefined}>
          {branch.branchName}
        </span>
      ),
    ],
  ]);
  return (
    <Box>
      <Box
        ref={ref}
        position="relative"
        aspectRatio={MAP_ASPECT_RATIO}
        bg="gray.100"
        overflow="hidden"
      >
        <Text
          aria-hidden={failed ? undefined : 'true'}
          position="absolute"
          inset="0"
          display="grid"
          placeItems="center"
          p="4"
          textAlign="center"
          color="gray.700"
          fontSize="sm"
        >
          {drawParts(failed ? fill(words.mapFailed, { branch: branch.branchName }) : mapOf, name)}
        </Text>
        {(state === 'checking' || state === 'shown') && (
          <chakra.iframe
            src={branch.mapEmbedUrl}
            title={mapOf}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            width="400"
            height="250"
            position="absolute"
            inset="0"
            w="full"
            h="full"
            border="0"
            visibility={state === 'shown' ? 'visible' : 'hidden'}
          />
        )}
      </Box>
      <Link
        href={branch.mapsAppUrl}
        target="_blank"
        rel="noopener noreferrer"
        display="inline-flex"
        alignItems="center"
        minH={MAP_LINK_HEIGHT}
        px="6"
        color="brand.700"
        fontWeight="medium"
        textDecoration="underline"
      >
        {words.openInMaps}
        <chakra.span srOnly>{words.opensInNewTab}</chakra.span>
      </Link>
    </Box>
  );
}

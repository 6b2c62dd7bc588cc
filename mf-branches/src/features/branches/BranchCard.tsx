import type { BranchView } from '@gold/page-data';
import { Box, Card, chakra, Heading, Link } from '@gold/ui';
import { BranchMap } from './BranchMap';
import { branchesWords } from './branchesWords';

/** Props of {@link BranchCard}. */
export interface BranchCardProps {
  branch: BranchView;
}

/**
 * One branch: name, person in charge, phone, timings, address and map; the data as it is written,
 * marked with its language where that is not the page's.
 */
export function BranchCard({ branch }: BranchCardProps) {
  const words = branchesWords.now();
  const headingId = branch.id;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      h="full"
      overflow="hidden"
      variant="outline"
    >
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id={headingId} lang={branch.branchNameLang || undefined}>
          {branch.branchName}
        </Heading>
        <chakra.dl
          display="grid"
          gridTemplateColumns="auto 1fr"
          columnGap="4"
          rowGap="2"
          alignItems="baseline"
        >
          <chakra.dt fontWeight="semibold">{words.inCharge}</chakra.dt>
          <chakra.dd lang={branch.inchargeNameLang || undefined}>{branch.inchargeName}</chakra.dd>
          <chakra.dt fontWeight="semibold">{words.mobile}</chakra.dt>
          <chakra.dd>
            <Link
              href={branch.telHref}
              color="brand.700"
              textDecoration="underline"
              display="inline-flex"
              minH="6"
              alignItems="center"
            >
              {branch.mobileNumber}
            </Link>
          </chakra.dd>
          <chakra.dt fontWeight="semibold">{words.timings}</chakra.dt>
          {/* Written in the page's language (branchesView), so it needs no lang of its own. */}
          <chakra.dd>{branch.hours}</chakra.dd>
          <chakra.dt fontWeight="semibold">{words.address}</chakra.dt>
          <chakra.dd>
            <Box as="address" fontStyle="normal" lang={branch.addressLang || undefined}>
              {branch.address}
            </Box>
          </chakra.dd>
        </chakra.dl>
      </Card.Body>
      <BranchMap branch={branch} />
    </Card.Root>
  );
}

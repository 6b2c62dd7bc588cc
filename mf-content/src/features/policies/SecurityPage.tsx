import { getSiteConfig } from '@gold/config';
import { securityPolicies } from '../../content';
import { ContentAccordion } from '../content-page/ContentAccordion';
import { ContentPage } from '../content-page/ContentPage';
import { SectionBody } from '../content-page/SectionBody';

/** Security Policies: the four policies as an accordion, all closed at first. */
export function SecurityPage() {
  const page = securityPolicies(getSiteConfig());
  return (
    <ContentPage title={page.title} intro={page.intro}>
      <ContentAccordion
        entries={page.sections.map((section) => ({
          heading: section.heading,
          body: <SectionBody section={section} />,
        }))}
      />
    </ContentPage>
  );
}

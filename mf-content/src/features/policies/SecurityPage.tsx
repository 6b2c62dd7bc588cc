import { getSiteConfig } from '@gold/config';
import { securityTexts } from '../../content';
import { ContentAccordion, ContentPage, SectionBody } from '../../components/content-page';

/** Security Policies: the four policies as an accordion, all closed at first. */
export function SecurityPage() {
  const page = securityTexts.now()(getSiteConfig());
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

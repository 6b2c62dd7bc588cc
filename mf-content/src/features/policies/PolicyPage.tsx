import type { PageText } from '../../content';
import { ContentPage, TextSection } from '../../components/content-page';

/** Props of {@link PolicyPage}. */
export interface PolicyPageProps {
  page: PageText;
}

/** A policy page: its sections one after another, each under its h2. */
export function PolicyPage({ page }: PolicyPageProps) {
  return (
    <ContentPage title={page.title} intro={page.intro}>
      {page.sections.map((section) => (
        <TextSection key={section.heading} section={section} />
      ))}
    </ContentPage>
  );
}

import { getSiteConfig, telHref } from '@gold/config';
import { drawParts, Link, nameMarks, type DrawPart } from '@gold/ui';

/** Props of {@link FactText}. */
export interface FactTextProps {
  /** Plain text that may mention the site's phone number, e-mail addresses or names. */
  text: string;
}

const linkStyle = { color: 'brand.700', textDecoration: 'underline', fontWeight: 'medium' };

/**
 * How each fact the content texts print is drawn: the phone and e-mail addresses as links a
 * visitor can tap, the brand and legal names marked with their language where it is not the
 * page's (the English names in a Tamil sentence). Names in the page's language stay plain text.
 */
function factParts(): Map<string, DrawPart> {
  const site = getSiteConfig();
  const link = (href: string, text: string) => (key: number) => (
    <Link key={key} href={href} {...linkStyle}>
      {text}
    </Link>
  );
  return new Map([
    [site.phone, link(telHref(site.phone), site.phone)],
    [site.dpoEmail, link(`mailto:${site.dpoEmail}`, site.dpoEmail)],
    [site.email, link(`mailto:${site.email}`, site.email)],
    ...nameMarks([site.legalName, site.brandName]),
  ]);
}

/** Text in which the site's phone number and e-mail addresses become links, its names marked. */
export function FactText({ text }: FactTextProps) {
  return <>{drawParts(text, factParts())}</>;
}

import { Fragment, type ReactNode } from 'react';
import { getSiteConfig, telHref } from '@gold/config';
import { langFor } from '@gold/i18n';
import { Link } from '@gold/ui';

/** Props of {@link FactText}. */
export interface FactTextProps {
  /** Plain text that may mention the site's phone number, e-mail addresses or names. */
  text: string;
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const linkStyle = { color: 'brand.700', textDecoration: 'underline', fontWeight: 'medium' };

/**
 * How each fact the content texts print is drawn: the phone and e-mail addresses as links a
 * visitor can tap, the brand and legal names marked with their language where it is not the
 * page's (the English names in a Tamil sentence). Names in the page's language stay plain text.
 */
function factParts(): Map<string, (key: number) => ReactNode> {
  const site = getSiteConfig();
  const link = (href: string, text: string) => (key: number) => (
    <Link key={key} href={href} {...linkStyle}>
      {text}
    </Link>
  );
  const parts = new Map([
    [site.phone, link(telHref(site.phone), site.phone)],
    [site.dpoEmail, link(`mailto:${site.dpoEmail}`, site.dpoEmail)],
    [site.email, link(`mailto:${site.email}`, site.email)],
  ]);
  for (const name of [site.legalName, site.brandName]) {
    const lang = langFor(name);
    if (lang)
      parts.set(name, (key) => (
        <span key={key} lang={lang}>
          {name}
        </span>
      ));
  }
  return parts;
}

/** Text in which the site's phone number and e-mail addresses become links, its names marked. */
export function FactText({ text }: FactTextProps) {
  const parts = factParts();
  const pattern = new RegExp(
    `(${[...parts.keys()].filter(Boolean).map(escapeForRegExp).join('|')})`,
  );
  return (
    <>
      {text.split(pattern).map((part, index) => {
        const draw = index % 2 === 1 ? parts.get(part) : undefined;
        return draw ? draw(index) : <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}

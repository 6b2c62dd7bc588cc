import { Fragment } from 'react';
import { getSiteConfig, telHref } from '@gold/config';
import { Link } from '@gold/ui';

/** Props of {@link FactText}. */
export interface FactTextProps {
  /** Plain text that may mention the site's phone number or e-mail addresses. */
  text: string;
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Links for the facts the content texts print, so that a visitor can tap to call or write. */
function factLinks(): Map<string, string> {
  const site = getSiteConfig();
  return new Map([
    [site.phone, telHref(site.phone)],
    [site.dpoEmail, `mailto:${site.dpoEmail}`],
    [site.email, `mailto:${site.email}`],
  ]);
}

/** Text in which the site's phone number and e-mail addresses become links. */
export function FactText({ text }: FactTextProps) {
  const links = factLinks();
  const pattern = new RegExp(
    `(${[...links.keys()].filter(Boolean).map(escapeForRegExp).join('|')})`,
  );
  return (
    <>
      {text.split(pattern).map((part, index) => {
        const href = index % 2 === 1 ? links.get(part) : undefined;
        return href ? (
          <Link
            key={index}
            href={href}
            color="brand.700"
            textDecoration="underline"
            fontWeight="medium"
          >
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        );
      })}
    </>
  );
}

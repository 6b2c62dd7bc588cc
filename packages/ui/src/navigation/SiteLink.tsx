import type { MouseEvent } from 'react';
import { Link, type LinkProps } from '@chakra-ui/react/link';
import { navigateTo } from './siteNavigation';

/** Props of {@link SiteLink}: a Chakra link whose `href` is a path of this site. */
export interface SiteLinkProps extends Omit<LinkProps, 'href'> {
  /** A path of this site, such as `/website/Calculator` or `/website/FAQs#payment`. */
  href: string;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link to another page of the site that navigates without reloading (new tabs still work). */
export function SiteLink({ href, onClick, ...props }: SiteLinkProps) {
  return (
    <Link
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || props.target === '_blank') return;
        event.preventDefault();
        navigateTo(href);
      }}
      {...props}
    />
  );
}

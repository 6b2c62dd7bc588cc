import { Link, type LinkProps } from '@chakra-ui/react/link';
import { pageLanguage, withLanguage } from '@gold/i18n';
import { navigateTo } from './siteNavigation';

/** Props of {@link SiteLink}: a Chakra link whose `href` is a path of this site. */
export interface SiteLinkProps extends Omit<LinkProps, 'href'> {
  /** A path of this site, such as `/website/Calculator` or `/website/FAQs#payment`. */
  href: string;
}

/** The keys and button of a click, in a React event or a DOM one. */
type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** A left click with no key held: one that follows a link in this tab (others open tabs, save…). */
export function isPlainClick(event: Click): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to another page of the site that navigates without reloading (new tabs still work), in
 * the page's language.
 */
export function SiteLink({ href: path, onClick, ...props }: SiteLinkProps) {
  const href = withLanguage(path, pageLanguage());
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

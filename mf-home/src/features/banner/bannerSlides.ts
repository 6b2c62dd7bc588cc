import { telHref, whatsappHref, type SiteFacts } from '@gold/config';
import { fill } from '@gold/i18n';
import welcomeArt from '../../assets/slide-welcome.svg';
import releaseArt from '../../assets/slide-release.svg';
import repledgeArt from '../../assets/slide-repledge.svg';
import doorstepArt from '../../assets/slide-doorstep.svg';
import { bannerWords } from './bannerWords';

/** The call to action of a slide: a link that calls or opens WhatsApp. */
export interface SlideAction {
  text: string;
  href: string;
  /** True for a link that leaves the site (WhatsApp), opened in a new tab. */
  external: boolean;
}

/** One banner slide of spec section 2. */
export interface BannerSlideContent {
  id: string;
  heading: string;
  message: string;
  /** URL of the background art (decorative; drawn to cover the slide). */
  image: string;
  action: SlideAction;
}

/**
 * The four banner slides in `words`' language (the page's, by default), their actions pointing at
 * the configured phone.
 */
export function bannerSlides(
  { brandName, phone }: Pick<SiteFacts, 'brandName' | 'phone'>,
  words = bannerWords.now(),
): BannerSlideContent[] {
  const call: SlideAction = {
    text: fill(words.call, { phone }),
    href: telHref(phone),
    external: false,
  };
  const whatsapp = (text: string, message: string): SlideAction => ({
    text,
    href: whatsappHref(phone, message),
    external: true,
  });
  return [
    {
      id: 'welcome',
      heading: fill(words.welcomeHeading, { brandName }),
      message: words.welcomeMessage,
      image: welcomeArt,
      action: call,
    },
    {
      id: 'release',
      heading: words.releaseHeading,
      message: words.releaseMessage,
      image: releaseArt,
      action: whatsapp(words.releaseAction, words.releaseWhatsApp),
    },
    {
      id: 'repledge',
      heading: words.repledgeHeading,
      message: words.repledgeMessage,
      image: repledgeArt,
      action: call,
    },
    {
      id: 'doorstep',
      heading: words.doorstepHeading,
      message: words.doorstepMessage,
      image: doorstepArt,
      action: whatsapp(words.doorstepAction, words.doorstepWhatsApp),
    },
  ];
}

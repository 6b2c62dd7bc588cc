import { telHref, whatsappHref, type SiteFacts } from '@gold/config';
import welcomeArt from '../../assets/slide-welcome.svg';
import releaseArt from '../../assets/slide-release.svg';
import repledgeArt from '../../assets/slide-repledge.svg';
import doorstepArt from '../../assets/slide-doorstep.svg';

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

/** The four banner slides, their actions pointing at the configured phone. */
export function bannerSlides({
  brandName,
  phone,
}: Pick<SiteFacts, 'brandName' | 'phone'>): BannerSlideContent[] {
  const call: SlideAction = { text: `Call ${phone}`, href: telHref(phone), external: false };
  const whatsapp = (text: string, message: string): SlideAction => ({
    text,
    href: whatsappHref(phone, message),
    external: true,
  });
  return [
    {
      id: 'welcome',
      heading: `Welcome to ${brandName}`,
      message:
        'Sell your old gold at the best market rate, with a transparent evaluation and on-the-spot payment.',
      image: welcomeArt,
      action: call,
    },
    {
      id: 'release',
      heading: 'Free your gold, get more value',
      message:
        'Gold pledged with a bank, NBFC or pawnbroker? We settle the loan, release your gold and pay you the remaining value.',
      image: releaseArt,
      action: whatsapp('Ask on WhatsApp', 'Hello, I would like to release my pledged gold.'),
    },
    {
      id: 'repledge',
      heading: 'Repledge for better returns',
      message:
        'Move your pledged gold to our partners for a better loan value on the same jewellery.',
      image: repledgeArt,
      action: call,
    },
    {
      id: 'doorstep',
      heading: 'Doorstep gold services',
      message: 'Book a free home visit: purity testing in front of you and payment at your door.',
      image: doorstepArt,
      action: whatsapp(
        'Book a visit on WhatsApp',
        'Hello, I would like to book a doorstep gold evaluation.',
      ),
    },
  ];
}

export { defaultPublicConfig, type PublicConfig, type SiteFacts } from './siteConfig';
export { getSiteConfig, provideSiteConfig, SITE_CONFIG_ELEMENT_ID } from './browserConfig';
export { htmlSafeJson, inlineJsonScript, readInlineJson } from './inlineJson';
export { phoneDigits, telHref, whatsappHref } from './phone';

/** Facts about the business that pages print: safe to send to every browser. */
export interface SiteFacts {
  /** Trading name shown in the header, titles and footer. */
  brandName: string;
  /** Registered name of the limited liability partnership. */
  legalName: string;
  /** Support and booking phone in display form, for example "+91 98765 43210". */
  phone: string;
  /** Support e-mail address. */
  email: string;
  /** E-mail of the data protection officer, named in the privacy policy. */
  dpoEmail: string;
  /** Registered office address, one line per entry. */
  address: string[];
  /** Year printed in the copyright line. */
  copyrightYear: number;
  /** Public origin of the site, used for canonical links and the sitemap. */
  siteUrl: string;
}

/** What the browser receives: the facts plus the AES key that the spec embeds in the client. */
export interface PublicConfig extends SiteFacts {
  /** The fixed AES key (16, 24 or 32 bytes: AES-128, -192 or -256) of the API envelope (obfuscation, not secrecy: see README). */
  aesKey: string;
}

/** Fictional defaults. Every real deployment overrides them through the environment. */
export const defaultPublicConfig: PublicConfig = {
  brandName: 'Kanaka Gold',
  legalName: 'Kanaka Gold Buyers LLP',
  phone: '+91 98765 43210',
  email: 'support@kanakagold.example',
  dpoEmail: 'dpo@kanakagold.example',
  address: ['No. 12, Example Street, T. Nagar', 'Chennai 600017, Tamil Nadu, India'],
  copyrightYear: 2025,
  siteUrl: 'http://localhost:8080',
  aesKey: 'KanakaGoldKey#25',
};

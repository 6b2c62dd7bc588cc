import * as z from 'zod/mini';
import { defaultPublicConfig as d } from '../siteConfig';
import { optionalText, refuse, text, verbatim, whole } from './variable';

const aesKeyBytes = [16, 24, 32];

/** Where the site listens and keeps its data, and the facts its pages print. */
export const siteVariables = {
  PORT: {
    schema: whole(8080, 0, 65535),
    accepts: 'a port number',
    section: 'server',
    description: "the server's public port: the visitors' pages, the API and the remotes' files",
  },
  HOST: {
    schema: text('localhost'),
    accepts: 'an interface name or address',
    section: 'server',
    description:
      'interface to listen on: this machine only (127.0.0.1 and ::1) unless set; production sets `0.0.0.0`',
  },
  NODE_ENV: {
    schema: optionalText,
    accepts: '`production`, or anything else for development',
    section: 'server',
    production:
      'refuses to start without a real `OPS_TOKEN` and `SIGNING_KEY` (as a `HOST` other than loopback does) and without `SITE_URL`',
    description: '`production` for a deployment: see the production rules of the other variables',
  },
  DATABASE_URL: {
    schema: optionalText,
    accepts: 'a PostgreSQL connection string',
    section: 'server',
    description: 'PostgreSQL connection string; unset means the embedded PGlite in `DATA_DIR`',
  },
  DATABASE_CONNECT_TIMEOUT_MS: {
    schema: whole(2000, 100, 600_000),
    accepts: 'a whole number of ms from 100 to 600000',
    section: 'server',
    description:
      'the longest a request waits on PostgreSQL for a connection (a new one, or a free one of the pool); a hung database fails a request as unavailable (503, flag 0, nothing stored) within it',
  },
  DATABASE_QUERY_TIMEOUT_MS: {
    schema: whole(3000, 100, 600_000),
    accepts: 'a whole number of ms from 100 to 600000',
    section: 'server',
    description:
      "the longest a request waits for a query's answer (the server cancels the statement too, and drops its connection); pages and remote files come from the last registry read meanwhile. A migration slower than this needs it raised for that start",
  },
  DATA_DIR: {
    schema: verbatim('.data'),
    accepts: 'a folder',
    section: 'server',
    description:
      "embedded database and this instance's copy of the release files (`release-cache/`, safe to delete); certificates go to the database",
  },
  AES_KEY: {
    schema: z.pipe(
      verbatim(d.aesKey),
      z.transform((key, ctx) =>
        aesKeyBytes.includes(new TextEncoder().encode(key).length)
          ? key
          : refuse(ctx, key, 'must be 16, 24 or 32 bytes long'),
      ),
    ),
    accepts: '16, 24 or 32 bytes',
    defaultText: 'fictional',
    section: 'server',
    description: 'the envelope key; the same on every instance and in every page',
  },
  SITE_BRAND_NAME: {
    schema: verbatim(d.brandName),
    accepts: 'text',
    defaultText: 'fictional',
    section: 'server',
    description: 'trading name shown in the header, titles and footer',
  },
  SITE_LEGAL_NAME: {
    schema: verbatim(d.legalName),
    accepts: 'text',
    defaultText: 'fictional',
    section: 'server',
    description: 'registered name of the limited liability partnership',
  },
  SITE_PHONE: {
    schema: verbatim(d.phone),
    accepts: 'a phone number in display form',
    defaultText: 'fictional',
    section: 'server',
    description: 'support and booking phone, as pages print it',
  },
  SITE_EMAIL: {
    schema: verbatim(d.email),
    accepts: 'an e-mail address',
    defaultText: 'fictional',
    section: 'server',
    description: 'support e-mail address',
  },
  SITE_DPO_EMAIL: {
    schema: verbatim(d.dpoEmail),
    accepts: 'an e-mail address',
    defaultText: 'fictional',
    section: 'server',
    description: 'e-mail of the data protection officer, named in the privacy policy',
  },
  SITE_ADDRESS: {
    schema: z.pipe(
      text(d.address.join('|')),
      z.transform((lines) => lines.split('|')),
    ),
    accepts: 'lines joined by `|`',
    defaultText: 'fictional',
    section: 'server',
    description: 'registered office address',
  },
  SITE_COPYRIGHT_YEAR: {
    schema: whole(d.copyrightYear, 0, 65535),
    accepts: 'a year (a whole number up to 65535)',
    defaultText: 'fictional',
    section: 'server',
    description: 'year printed in the copyright line',
  },
  SITE_URL: {
    schema: z.optional(z.string()),
    accepts: 'an origin',
    defaultText: '`http://localhost:<PORT>`',
    production: 'required: the server refuses to start without it',
    section: 'server',
    description:
      "the site's public address: canonical links, `og:url`, sitemap, structured data; `https:` also makes the registry refuse builds hosted on `http:`",
  },
} as const;

/**
 * Where the page of a remote started alone (`npm run remote:dev`) asks its dev server who answers
 * its API calls: the local server when one runs, else the development stand-in. Development only:
 * no production server or build answers it.
 */
export const DEV_API_SOURCE_PATH = '/__dev/api-source';

/** The answer at {@link DEV_API_SOURCE_PATH}. */
export interface DevApiSource {
  /** `server`: /api is proxied to {@link server}; `stand-in`: nothing listens there, canned answers. */
  answeredBy: 'server' | 'stand-in';
  /** The local server's address (`http://localhost:8080`). */
  server: string;
}

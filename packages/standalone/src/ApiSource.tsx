import { useEffect, useState } from 'react';
import { DEV_API_SOURCE_PATH, type DevApiSource } from '@gold/contracts';

/**
 * Says in the standalone bar who answers the page's API calls (asked of the dev server once per
 * page load): the local server, or the development stand-in with made-up answers, said in the
 * console too, so that nobody takes its rates for real ones.
 */
export function ApiSource() {
  const [source, setSource] = useState<DevApiSource | null>(null);
  useEffect(() => {
    void fetch(DEV_API_SOURCE_PATH)
      .then((response) => response.json() as Promise<DevApiSource>)
      .then((answer) => {
        if (answer.answeredBy === 'stand-in')
          console.warn(
            `API: development stand-in, made-up answers (no server at ${answer.server}; start one with npm start)`,
          );
        setSource(answer);
      })
      .catch(() => setSource(null));
  }, []);
  if (!source) return null;
  return (
    <span data-testid="api-source">
      {source.answeredBy === 'server'
        ? `API: local server at ${source.server}`
        : `API: development stand-in, made-up answers (no server at ${source.server})`}
    </span>
  );
}

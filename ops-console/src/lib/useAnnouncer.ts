import { useCallback, useState } from 'react';

/** A message for the live regions: `status` is read when the reader is idle, `alert` at once. */
export interface Announcement {
  text: string;
  tone: 'status' | 'alert';
  /** The remote and its revision the message describes: it goes once the remote changes again. */
  about?: { remote: string; revision: number };
}

/**
 * The last message and a way to replace it; each message replaces the one before. A message
 * about a remote's state is shown only while `revisionOf` that remote is the one it was told at:
 * once anything else changed it (the guard ended the canary, a ramp step, another operator),
 * what it said is no longer so.
 */
export function useAnnouncer(revisionOf: (remote: string) => number | undefined) {
  const [announcement, setAnnouncement] = useState<Announcement | undefined>();
  const announce = useCallback(
    (text: string, tone: Announcement['tone'] = 'status', about?: Announcement['about']) =>
      setAnnouncement({ text, tone, ...(about && { about }) }),
    [],
  );
  const about = announcement?.about;
  const stale = about !== undefined && revisionOf(about.remote) !== about.revision;
  return { announcement: stale ? undefined : announcement, announce };
}

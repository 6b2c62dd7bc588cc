import { useCallback, useState } from 'react';

/** A message for the live regions: `status` is read when the reader is idle, `alert` at once. */
export interface Announcement {
  text: string;
  tone: 'status' | 'alert';
}

/** The last message and a way to replace it; each message replaces the one before. */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState<Announcement | undefined>();
  const announce = useCallback(
    (text: string, tone: Announcement['tone'] = 'status') => setAnnouncement({ text, tone }),
    [],
  );
  return { announcement, announce };
}

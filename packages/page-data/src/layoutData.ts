import { readInlineJson } from '@gold/config';
import type { ServerData } from './serverData';

/** The element of the page the server hands the layout its data in. */
export const LAYOUT_DATA_ELEMENT_ID = 'layout-data';

/** What the shell's layout shows of the server's data: today's rate, in the phone's contact bar. */
export type LayoutData = Partial<Pick<ServerData, 'rates'>>;

/** The keys of the data the layout is drawn with where the server has them. */
export const LAYOUT_DATA_KEYS = ['rates'] as const satisfies readonly (keyof LayoutData)[];

let drawnWith: LayoutData | undefined;
let sent: LayoutData | undefined;

/** For the build's render of the layout: the data to draw it with (its marks), or none. */
export function drawLayoutWith(data: LayoutData | undefined): void {
  drawnWith = data;
}

/**
 * The data the layout is drawn with: the build's while it renders, and in the browser what the
 * server sent with the page (nothing where it drew the layout without).
 */
export function layoutData(): LayoutData {
  if (drawnWith) return drawnWith;
  sent ??= readInlineJson<LayoutData>(LAYOUT_DATA_ELEMENT_ID) ?? {};
  return sent;
}

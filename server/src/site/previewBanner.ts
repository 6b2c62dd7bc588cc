import type { ResolvedRegistry } from '@gold/registry';
import { PREVIEW_PARAMETER, PREVIEW_END } from '../release/visitors/previewGrants';
import { escapeMarkup } from './seo/escapeMarkup';

/**
 * A small note, fixed in a corner so it moves nothing on the page, that this browser is served a
 * preview (a grant's version instead of its channel's), with a link that ends it; nothing for a
 * page served the channels' versions.
 */
export function previewBanner(registry: ResolvedRegistry): string {
  const previewed = Object.entries(registry.remotes)
    .filter(([, remote]) => remote?.channel === 'override')
    .map(([name, remote]) => `${name} ${remote?.version ?? ''}`);
  if (previewed.length === 0) return '';
  return [
    '<p role="status" data-preview-banner style="position:fixed;top:.5rem;right:.5rem;z-index:1000;margin:0;',
    'padding:.25rem .625rem;border-radius:.375rem;background:#1f1602;color:#fdf8e7;font:600 .8125rem/1.4 system-ui,sans-serif">',
    `Preview of ${escapeMarkup(previewed.join(', '))}, for this browser only. `,
    `<a href="?${PREVIEW_PARAMETER}=${PREVIEW_END}" style="color:inherit">End the preview</a></p>`,
  ].join('');
}

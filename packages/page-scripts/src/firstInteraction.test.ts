// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { firstInteraction, recordFirstInteraction } from './firstInteraction';

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

const key = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));

describe('the first interaction, as the scripts that come later learn it', () => {
  it('is waited for, and a tap on a link is none (the browser follows it)', async () => {
    recordFirstInteraction();
    const interacted = firstInteraction();
    document.body.innerHTML = '<a href="/website/FAQs"><b>FAQs</b></a>';
    document.querySelector('b')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(interacted)).toBe(false);
    key();
    expect(await settled(interacted)).toBe(true);
  });

  it('is known at once where the loader saw it before the scripts asked', async () => {
    recordFirstInteraction();
    window.dispatchEvent(new Event('scroll'));
    expect(await settled(firstInteraction())).toBe(true);
  });

  it('is heard from the ask where no loader ran', async () => {
    delete (window as unknown as Record<string, unknown>).__goldFirstInteraction;
    const interacted = firstInteraction();
    expect(await settled(interacted)).toBe(false);
    key();
    expect(await settled(interacted)).toBe(true);
  });
});

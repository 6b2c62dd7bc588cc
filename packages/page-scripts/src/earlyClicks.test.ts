// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineJsonScript } from '@gold/config';
import {
  OWN_EARLY_STATE_ATTRIBUTE,
  replayClicks,
  takeEarlyClicks,
  takeEarlyClicksIn,
} from './earlyClicks';
import { SCRIPTS_AFTER_PAINT_ID, SCRIPTS_AFTER_PAINT_LOADER } from './index';

/** A page as the server sends it, with its loader run: two buttons, one owning its early state. */
function load() {
  document.head.innerHTML = '';
  document.body.innerHTML = `<button id="pause">Pause</button><button id="menu" ${OWN_EARLY_STATE_ATTRIBUTE}>Menu</button>${inlineJsonScript(
    SCRIPTS_AFTER_PAINT_ID,
    {
      entry: { href: '/shell/main.js', integrity: 'sha384-entry' },
      preloads: [],
      start: 'interaction',
    },
  )}`;
  new Function(SCRIPTS_AFTER_PAINT_LOADER.code)();
}

const button = (id: string) => document.getElementById(id) as HTMLButtonElement;

beforeEach(() => {
  // What an earlier test's loader left, taken so that only this test's page records.
  takeEarlyClicks();
});

describe('the taps before the scripts take the page', () => {
  it('are handed to the scripts in order, each click once, but a button that owns its early state', () => {
    load();
    button('pause').click();
    button('menu').click();
    button('pause').click();
    expect(takeEarlyClicks()).toEqual([button('pause'), button('pause')]);
  });

  it("keep a form's submit button from submitting it as the browser would: the scripts submit it", () => {
    load();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form id="quote"><button id="calculate">Calculate</button><button id="clear" type="button">Clear</button></form>',
    );
    const submitted = vi.fn<(event: Event) => void>((event) => event.preventDefault());
    document.getElementById('quote')?.addEventListener('submit', submitted);
    button('calculate').click();
    button('clear').click();
    expect(submitted).not.toHaveBeenCalled();
    expect(takeEarlyClicks()).toEqual([button('calculate'), button('clear')]);
    replayClicks([button('calculate')]);
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('stop being recorded once handed over: from then on the scripts hear them', () => {
    load();
    button('pause').click();
    expect(takeEarlyClicks()).toHaveLength(1);
    button('pause').click();
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('are clicked again where the button is still in the page', () => {
    load();
    const pause = button('pause');
    pause.click();
    const heard = vi.fn<() => void>();
    pause.addEventListener('click', heard);
    const gone = document.createElement('button');
    gone.addEventListener('click', heard);
    replayClicks([...takeEarlyClicks(), gone]);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('are none where no loader ran (a page the scripts draw)', () => {
    expect(takeEarlyClicks()).toEqual([]);
  });
});

describe('the taps on an island hydrated before the layout', () => {
  /** The page of `load`, with an island around a button of its own. */
  function loadWithIsland() {
    load();
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div id="island"><button id="slide">3</button></div>',
    );
    return document.getElementById('island')!;
  }

  it('are handed to the island alone, and the rest stay for the layout', () => {
    const island = loadWithIsland();
    button('pause').click();
    button('slide').click();
    expect(takeEarlyClicksIn(island)).toEqual([button('slide')]);
    expect(takeEarlyClicks()).toEqual([button('pause')]);
  });

  it('stop being recorded in the island once handed over, but not elsewhere', () => {
    const island = loadWithIsland();
    takeEarlyClicksIn(island);
    button('slide').click();
    button('pause').click();
    expect(takeEarlyClicks()).toEqual([button('pause')]);
  });

  it('are none once the layout has taken the record', () => {
    const island = loadWithIsland();
    button('slide').click();
    takeEarlyClicks();
    expect(takeEarlyClicksIn(island)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml, fillMarks, markedList, markOf, PROPS_MARK, withListMarks } from './marks';
import { fillServerIslands, serverIslandEnd, serverIslandStart } from './serverIslands';

describe('fillMarks', () => {
  it('puts each value, escaped as React escapes, in place of its mark', () => {
    const template = `<p title="${markOf('a.b')}">${markOf('c')}</p>`;
    expect(fillMarks(template, { a: { b: 'x "y"' }, c: "<O'Brien & co>" })).toBe(
      '<p title="x &quot;y&quot;">&lt;O&#x27;Brien &amp; co&gt;</p>',
    );
  });

  it('repeats a marked list’s item for every item, in order, and none for an empty list', () => {
    const items = markedList('list.items', ['name'] as const);
    const template = `<ul>${withListMarks(
      items,
      items.map((item) => `<li>${item.name}</li>`),
    ).join('')}</ul>`;
    expect(fillMarks(template, { list: { items: [{ name: 'one' }, { name: 'two' }] } })).toBe(
      '<ul><li>one</li><li>two</li></ul>',
    );
    expect(fillMarks(template, { list: { items: [] } })).toBe('<ul></ul>');
  });

  it('leaves a list that is not the build’s as it is', () => {
    expect(withListMarks([{ name: 'one' }], ['<li>one</li>'])).toEqual(['<li>one</li>']);
  });

  it('is of no use where a value is missing', () => {
    expect(fillMarks(`<p>${markOf('a')}</p>`, {})).toBeUndefined();
    expect(fillMarks(`<p>${markOf('a')}</p>`, { a: { nested: 1 } })).toBeUndefined();
  });

  it('leaves out an attribute whose mark is filled with nothing, as the component leaves it out', () => {
    const template = `<h2 lang="${markOf('lang')}" title="${markOf('title')}">${markOf('name')}</h2>`;
    expect(fillMarks(template, { lang: '', title: 'T', name: 'Chennai' })).toBe(
      '<h2 title="T">Chennai</h2>',
    );
    expect(fillMarks(template, { lang: 'en-IN', title: '', name: 'Chennai' })).toBe(
      '<h2 lang="en-IN">Chennai</h2>',
    );
    // Text filled with nothing stays where it is.
    expect(fillMarks(`<p>${markOf('name')}</p>`, { name: '' })).toBe('<p></p>');
  });

  it('escapes the five characters React escapes and nothing else', () => {
    expect(escapeHtml(`"&'<>₹ ௐ`)).toBe('&quot;&amp;&#x27;&lt;&gt;₹ ௐ');
  });
});

describe('fillServerIslands', () => {
  const plain = '<div data-island-props="{}">without</div>';
  const template = `<div data-island-props="${PROPS_MARK}">${markOf('captcha')}</div>`;
  const html = `<main>${serverIslandStart(0)}${plain}${serverIslandEnd(0)}</main>`;
  const islands = [{ keys: ['captcha' as const], props: { size: 2 }, template }];

  it('draws an island with its data, given to it as props too', () => {
    expect(fillServerIslands(html, islands, { captcha: 'aB3xY9' })).toBe(
      '<main><div data-island-props="{&quot;size&quot;:2,&quot;captcha&quot;:&quot;aB3xY9&quot;}">aB3xY9</div></main>',
    );
  });

  it('keeps the island as drawn without its data where none came', () => {
    expect(fillServerIslands(html, islands, {})).toBe(`<main>${plain}</main>`);
  });
});

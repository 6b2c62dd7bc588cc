import { describe, expect, it } from 'vitest';
import { summariseFonts } from './fontSummary';

const tamil = (requestMs: number, inMs: number) => ({
  file: 'noto-sans-tamil-tamil-400-normal.woff2',
  bytes: 14_852,
  requestMs,
  inMs,
});

describe('summariseFonts', () => {
  it('gives the files, bytes and times of the runs that loaded a font, medians', () => {
    const runs = [
      { fonts: [tamil(300, 550)], paintMs: 1000 },
      { fonts: [tamil(400, 1100)], paintMs: 900 },
      { fonts: [tamil(330, 570)], paintMs: 1100 },
    ];
    expect(summariseFonts(runs)).toEqual({
      files: 1,
      bytes: 14_852,
      loadMs: 250,
      inMs: 570,
      paintMs: 1000,
    });
  });

  it('spans every file of a run, from the first request to the last arrival', () => {
    const two = [{ fonts: [tamil(300, 500), { ...tamil(350, 700), bytes: 10_000 }], paintMs: 800 }];
    expect(summariseFonts(two)).toMatchObject({ files: 2, bytes: 24_852, loadMs: 400, inMs: 700 });
  });

  it('says a page that loads no font loads none, and nothing without runs', () => {
    expect(summariseFonts([{ fonts: [], paintMs: 640 }])).toEqual({
      files: 0,
      bytes: 0,
      loadMs: 0,
      inMs: 0,
      paintMs: 640,
    });
    expect(summariseFonts([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { COMMIT, whatTaskDid, withoutHash, type TaskEvent } from './blocking-tasks';

/** An event inside a task, times in microseconds. */
const event = (name: string, ts: number, dur: number, url?: string): TaskEvent => ({
  name,
  ts,
  dur,
  ...(url === undefined ? {} : { args: { data: { url } } }),
});

const APP = 'http://127.0.0.1:5000/assets/app-CS_H5oV-.js';
const SWIPER = 'http://127.0.0.1:5000/assets/use-swiper-C75NRNBa.js';

describe('whatTaskDid', () => {
  it("names Chromium's commit of the navigation whatever else the task did", () => {
    const events = [event('DocumentLoader::CommitNavigation', 0, 3_000), event('Layout', 3_000, 9_000)];
    expect(whatTaskDid(events)).toBe(COMMIT);
    expect(COMMIT).toBe("Chromium's commit of the navigation");
  });

  it('tells style, layout and paint from script by the time each took', () => {
    const rendering = [
      event('FunctionCall', 0, 4_000, APP),
      event('UpdateLayoutTree', 4_000, 3_000),
      event('Layout', 7_000, 6_000),
      event('Paint', 13_000, 1_000),
    ];
    expect(whatTaskDid(rendering)).toBe('style, layout and paint');
    const script = [event('FunctionCall', 0, 9_000, APP), event('Layout', 9_000, 2_000)];
    expect(whatTaskDid(script)).toBe('script (app.js)');
  });

  it('counts an event inside another of its kind once', () => {
    // A timer's callback (TimerFire > v8.callFunction > FunctionCall > RunMicrotasks): 5 ms of
    // script, not 20, against 6 ms of layout.
    const events = [
      event('TimerFire', 0, 5_000),
      event('v8.callFunction', 0, 5_000),
      event('FunctionCall', 0, 5_000, SWIPER),
      event('RunMicrotasks', 1_000, 4_000),
      event('Layout', 5_000, 6_000),
    ];
    expect(whatTaskDid(events)).toBe('style, layout and paint');
  });

  it("names the file whose functions ran longest, and modules' running when that took most of the script", () => {
    const functions = [event('FunctionCall', 0, 2_000, APP), event('FunctionCall', 2_000, 6_000, SWIPER)];
    expect(whatTaskDid(functions)).toBe('script (use-swiper.js)');
    const modules = [event('v8.evaluateModule', 0, 8_000), event('FunctionCall', 8_000, 2_000, APP)];
    expect(whatTaskDid(modules)).toBe('modules running');
    const moduleThenFunctions = [
      event('v8.evaluateModule', 0, 1_000),
      event('FunctionCall', 1_000, 8_000, APP),
    ];
    expect(whatTaskDid(moduleThenFunctions)).toBe('script (app.js)');
  });

  it('says script when no event names a file, and other work when neither script nor rendering ran', () => {
    expect(whatTaskDid([event('RunMicrotasks', 0, 4_000)])).toBe('script');
    expect(whatTaskDid([event('ResourceReceivedData', 0, 4_000)])).toBe('other work');
    expect(whatTaskDid([])).toBe('other work');
  });
});

describe('withoutHash', () => {
  it("drops Vite's content hash from a built file's name", () => {
    expect(withoutHash(APP)).toBe('app.js');
    expect(withoutHash('http://x/assets/bangla-font-BlTHNhzJ.css')).toBe('bangla-font.css');
    expect(withoutHash('http://x/assets/early-start-D1fsEqNP.js')).toBe('early-start.js');
    expect(withoutHash('http://x/browselisting')).toBe('browselisting');
  });
});

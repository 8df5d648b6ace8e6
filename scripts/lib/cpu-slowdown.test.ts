import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-slowdown';

describe('cpuSlowdownFor', () => {
  it("gives Lighthouse's default 4x to the desktop it was made for", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
  });

  it("meets the calculator's points and runs straight between them", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 5);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
  });

  it('slows a slower machine less: it is already nearer the phone', () => {
    expect(cpuSlowdownFor(640)).toBeLessThan(cpuSlowdownFor(1000));
    expect(cpuSlowdownFor(640)).toBeCloseTo(1.75, 2);
  });

  it('refuses a machine too slow to stand for the phone, and a failed measure', () => {
    expect(() => cpuSlowdownFor(149)).toThrow(/too slow/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/too slow/);
  });
});

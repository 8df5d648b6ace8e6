/**
 * The CPU slowdown that makes a machine of this `benchmarkIndex` Lighthouse's target phone, per
 * the calculator Lighthouse's throttling docs point to (lighthouse-cpu-throttling-calculator):
 * straight lines through 150 = 1x, 800 = 2x, 1300 = 3x and 1533 = 4x, then 1x more for every 233.
 * Below 150 a machine is too slow to stand for the phone at all.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!(benchmarkIndex >= 150)) {
    throw new Error(
      `benchmarkIndex ${benchmarkIndex}: this machine is too slow to emulate Lighthouse's phone`,
    );
  }
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}

/**
 * Waits for a task of its own: what runs after `await nextTask()` does not lengthen the task that
 * ran before it, so that no one task holds the main thread long on a phone (docs/architecture.md,
 * "Keeping the first page light").
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

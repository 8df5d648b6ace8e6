/**
 * A stand-in for components/ui/dialogs in component tests, which check what
 * a screen asks its dialogs to say:
 * `vi.mock('…/components/ui/dialogs', () => import('…/testing/dialogs-mock'))`.
 * confirmDialog answers yes unless a test says otherwise.
 */
import { vi } from 'vitest';

export const showDialog = vi.fn(async () => ({}));
export const showError = vi.fn(async () => ({}));
export const confirmDialog = vi.fn(async () => true);

import '@testing-library/jest-dom/vitest';
import { LAZY_NAMESPACES } from '@/lib/i18n/lazy-namespaces';
import { englishTranslator, setCurrentTranslator } from '@/lib/i18n/translator';
import { englishMessages, loadNamespace } from '@/lib/i18n/load-messages';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

afterEach(() => cleanup());

// jsdom has <dialog> without its methods (components/ui/modal-dialog.tsx opens one as a modal).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// A React warning or error logged during a test is a bug: fail the test.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error during test: ${args.map(String).join(' ')}`);
  });
});

// Components tested alone have no route loader to bring their screen's messages
// (lib/i18n/lazy-namespaces.ts): every namespace goes into the English catalogue first.
await Promise.all(LAZY_NAMESPACES.map((namespace) => loadNamespace(namespace, 'en', englishMessages)));
// No LocaleProvider here: English is the language chosen, which screens' loaders wait for.
setCurrentTranslator(englishTranslator);

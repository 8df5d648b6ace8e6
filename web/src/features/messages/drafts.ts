import { useState } from 'react';

/**
 * What a person has typed and not yet got sent, kept in the browser (localStorage), so that
 * nothing typed is lost, also across a reload (docs/product.md, "Conversations"): the draft in
 * the box, and the messages that could not be sent, each waiting for 'Try again'. Kept per
 * account and per conversation (or per listing, for the first message), so two people who share
 * a browser never see each other's drafts.
 */

const PREFIX = 'roommate-finder:message-drafts:';

/** A message that left the box but has not reached the server. */
export interface UnsentMessage {
  /** This browser's own id for it (the server gives the real one once it is sent). */
  localId: string;
  text: string;
  /** When it was first sent (ISO), so that one the server did receive before a reload is recognised. */
  at: string;
}

interface Stored {
  draft: string;
  unsent: UnsentMessage[];
}

const EMPTY: Stored = { draft: '', unsent: [] };

/** The storage key of a conversation's drafts: `conversation:<id>` or `listing:<id>`. */
export type DraftPlace = `conversation:${string}` | `listing:${string}`;

function read(key: string): Stored {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Partial<Stored> | null;
    if (!stored || typeof stored !== 'object') return EMPTY;
    return {
      draft: typeof stored.draft === 'string' ? stored.draft : '',
      unsent: Array.isArray(stored.unsent)
        ? stored.unsent.filter(
            (item): item is UnsentMessage =>
              typeof item?.localId === 'string' &&
              typeof item.text === 'string' &&
              typeof item.at === 'string',
          )
        : [],
    };
  } catch {
    return EMPTY;
  }
}

function write(key: string, value: Stored): void {
  try {
    if (value.draft === '' && value.unsent.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: what is typed stays on screen all the same.
  }
}

/**
 * The draft and the unsent messages of one place for one account, as state that is written
 * through to localStorage on every change.
 */
export function useStoredDrafts(uid: string, place: DraftPlace) {
  const key = `${PREFIX}${uid}:${place}`;
  const [stored, setStored] = useState<Stored>(() => read(key));
  const update = (change: (current: Stored) => Stored) =>
    setStored((current) => {
      const next = change(current);
      write(key, next);
      return next;
    });
  return {
    draft: stored.draft,
    unsent: stored.unsent,
    setDraft: (draft: string) => update((current) => ({ ...current, draft })),
    addUnsent: (message: UnsentMessage) =>
      update((current) => ({ ...current, unsent: [...current.unsent, message] })),
    removeUnsent: (localId: string) =>
      update((current) => ({
        ...current,
        unsent: current.unsent.filter((item) => item.localId !== localId),
      })),
  };
}

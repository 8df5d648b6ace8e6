import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { buildMessage, NUSRAT } from '@/testing/conversation';
import { MessageList } from './message-list';

vi.mock('@/lib/firebase', () => import('@/testing/session-mock'));

/** A place shared as people share it: one unbroken string of 170 characters. */
const MAP_LINK =
  'https://www.google.com/maps/place/Dhanmondi+Lake,+Dhaka/@23.7465,90.3760,15z/data=!4m6!3m5!1s0x3755b8b2c2f1e2f1:0x1a2b3c4d5e6f7a8b!8m2!3d23.7465!4d90.376!16s%2Fg%2F11abcdefgh';

/**
 * Whether a long unbroken string can wrap inside this bubble at any width. jsdom lays nothing
 * out, so the test reads the CSS that does it: `overflow-wrap: anywhere` lets the text break
 * between any two characters and, unlike `break-words`, also lets the bubble's narrowest width
 * shrink with it, so the list's grid column (and every row in it) stays as wide as the screen.
 */
const breaksAnywhere = (bubble: HTMLElement) => bubble.classList.contains('[overflow-wrap:anywhere]');

describe('the messages of a conversation on a phone (docs/product.md, "Layout")', () => {
  it('wraps a long link inside its bubble, sent, received or still on its way', () => {
    render(
      <MemoryRouter>
        <MessageList
          conversationId="talk-1"
          messages={[
            buildMessage('m1', MAP_LINK, NUSRAT.uid, 30),
            buildMessage('m2', `Here: ${MAP_LINK}`, 'uid-ayesha', 20),
          ]}
          otherUid={NUSRAT.uid}
          otherName={NUSRAT.name}
          pending={[
            {
              localId: 'local-1',
              text: `Again: ${MAP_LINK}`,
              at: new Date().toISOString(),
              state: 'sending',
            },
          ]}
          onRetry={vi.fn()}
          onDiscard={vi.fn()}
        />
      </MemoryRouter>,
    );
    const bubbles = [MAP_LINK, `Here: ${MAP_LINK}`, `Again: ${MAP_LINK}`].map((text) =>
      screen.getByText(text).closest('p')!,
    );
    expect(bubbles).toHaveLength(3);
    for (const bubble of bubbles) expect(breaksAnywhere(bubble)).toBe(true);
  });
});

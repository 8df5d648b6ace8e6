import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusAfterRemoval } from './focus-after-removal';

/** A table of rows, each with an Edit link and a Delete button, under a heading. */
function table(rows: string[]) {
  document.body.innerHTML = `<main><h1>My Listings</h1><table><tbody>${rows
    .map(
      (title) =>
        `<tr><td><a href="/e/${title}">Edit ${title}</a></td><td><button>Delete ${title}</button></td></tr>`,
    )
    .join('')}</tbody></table></main>`;
  const button = (name: string) =>
    [...document.querySelectorAll('button')].find((element) => element.textContent === name)!;
  const rowOf = (title: string) => button(`Delete ${title}`).closest('tr')!;
  return { button, rowOf };
}

describe('focusAfterRemoval', () => {
  it("moves the focus to the same control of the row that takes the removed row's place", () => {
    const { button, rowOf } = table(['a', 'b', 'c']);
    button('Delete b').focus();
    const refocus = focusAfterRemoval();
    rowOf('b').remove();
    expect(document.activeElement).toBe(document.body);
    refocus();
    expect(document.activeElement).toBe(button('Delete c'));
  });

  it('moves it to the row before when the last one goes, and to the heading when none is left', () => {
    const { button, rowOf } = table(['a', 'b']);
    button('Delete b').focus();
    let refocus = focusAfterRemoval();
    rowOf('b').remove();
    refocus();
    expect(document.activeElement).toBe(button('Delete a'));

    refocus = focusAfterRemoval();
    rowOf('a').remove();
    refocus();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('moves it to the first control of its row when only a part of the row goes (a question answered)', () => {
    const { button, rowOf } = table(['a']);
    const row = rowOf('a');
    button('Delete a').focus();
    const refocus = focusAfterRemoval();
    button('Delete a').remove();
    refocus();
    expect(document.activeElement).toBe(row.querySelector('a'));
  });

  it('waits for the row to go when called before it has (the screen not yet drawn again)', async () => {
    const { button, rowOf } = table(['a', 'b', 'c']);
    button('Delete b').focus();
    const refocus = focusAfterRemoval();
    refocus();
    expect(document.activeElement).toBe(button('Delete b'));
    rowOf('b').remove();
    await waitFor(() => expect(document.activeElement).toBe(button('Delete c')));
  });

  it('leaves the focus where the person put it meanwhile', async () => {
    const { button, rowOf } = table(['a', 'b', 'c']);
    button('Delete b').focus();
    const refocus = focusAfterRemoval();
    refocus();
    button('Delete a').focus();
    rowOf('b').remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(button('Delete a'));
  });
});

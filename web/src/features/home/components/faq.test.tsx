import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishTranslator } from '@/lib/i18n/translator';
import { Faq, FAQ_ITEMS as FAQ_IDS } from './faq';

/** The questions and answers as the English page shows them. */
const FAQ_ITEMS = FAQ_IDS.map((item) => ({
  question: englishTranslator.t(item.question),
  answer: englishTranslator.t(item.answer, 'values' in item ? item.values : undefined),
}));

const question = (index: number) => screen.getByRole('button', { name: FAQ_ITEMS[index]!.question });
const answer = (index: number) => screen.queryByText(FAQ_ITEMS[index]!.answer);

describe('the FAQ', () => {
  it('has 7 questions, all closed at first', () => {
    render(<Faq />);
    expect(FAQ_ITEMS).toHaveLength(7);
    for (let index = 0; index < 7; index++) {
      expect(question(index)).toHaveAttribute('aria-expanded', 'false');
      expect(answer(index)).not.toBeVisible();
    }
  });

  it('opens one answer at a time, and closes the open one when chosen again', async () => {
    const user = userEvent.setup();
    render(<Faq />);

    await user.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'true');
    expect(answer(2)).toBeVisible();
    expect(screen.getByRole('region', { name: FAQ_ITEMS[2]!.question })).toHaveAttribute(
      'id',
      question(2).getAttribute('aria-controls'),
    );

    await user.click(question(5));
    expect(question(5)).toHaveAttribute('aria-expanded', 'true');
    expect(question(2)).toHaveAttribute('aria-expanded', 'false');
    expect(answer(2)).not.toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(question(5));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.tab();
    expect(question(0)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(answer(0)).toBeVisible();
  });

  it('tells the truth about the rules the product enforces', () => {
    const all = FAQ_ITEMS.map((item) => item.answer).join(' ');
    expect(all).toMatch(/cannot like your own post/);
    expect(all).toMatch(/only once/);
    expect(all).toMatch(/without logging in/);
    expect(all).toMatch(/Message the owner/);
    expect(all).toMatch(/decides who sees their contact info and email/);
    expect(all).toMatch(/Only the account that posted it/);
    // How the featured section is earned (docs/product.md, "Home page"), with the product's own figures.
    expect(all).toMatch(/up to 6 listings that are marked Available, one per owner, the most liked first/);
    expect(all).toMatch(/a day old or more and have a verified e-mail address/);
    expect(all).toMatch(/not confirming for 60 days that it is still available/);
  });
});

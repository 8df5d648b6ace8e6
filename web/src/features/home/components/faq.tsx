import { useState } from 'react';
import { FaqItem } from './faq-item';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * docs/product.md ("Home page") gives the FAQ's topics; the answers describe what the product
 * really does, so they must change when the product does.
 */
export const FAQ_ITEMS = [
  {
    question: 'Do I need an account to browse listings?',
    answer:
      'No. Anyone can browse every listing and open its details without logging in. You need an account (email and password, or Google) to post, edit, delete or like listings, to open featured listings and to see the registered users.',
  },
  {
    question: 'How do I contact someone about a room?',
    answer:
      "Open the listing: its detail page shows the poster's contact info and email to every visitor, signed in or not. Reach out to them directly; Roommate Finder does not pass messages on.",
  },
  {
    question: 'Can I like my own listing?',
    answer:
      'No. You cannot like your own post, and each person can like a listing only once. The number of likes shows how many people are interested in it.',
  },
  {
    question: 'How do I post a listing?',
    answer:
      'Sign in and choose "Add to Find Roommate". Fill in every field: title, location, rent, room type, lifestyle preferences, contact info, availability and description. Your name and email come from your account.',
  },
  {
    question: 'Who can edit or delete a listing?',
    answer:
      'Only the account that posted it. You find your own listings under "My Listings", each with an edit link and a delete button. Nobody else can change or remove them.',
  },
  {
    question: 'How are the featured roommates chosen?',
    answer:
      'The featured section shows up to six listings that are marked Available, the most liked first. Marking your listing Not Available takes it out of the featured section.',
  },
  {
    question: 'I forgot my password. What can I do?',
    answer:
      'On the sign-in page, type the email address of your account and choose "Forgot password?". We send you an e-mail with a link to set a new password.',
  },
] as const;

/** The FAQ: one answer open at a time; choosing the open question closes it. */
export function Faq() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <section aria-labelledby="faq-heading" className="bg-white px-4 py-20 sm:px-6">
      <SectionHeading id="faq-heading" eyebrow="Questions" title="Frequently Asked Questions">
        Everything you need to know about finding a room or a roommate here.
      </SectionHeading>
      <ul className="mx-auto max-w-3xl space-y-3">
        {FAQ_ITEMS.map((item, index) => (
          <FaqItem
            key={item.question}
            question={item.question}
            answer={item.answer}
            open={openIndex === index}
            onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
          />
        ))}
      </ul>
    </section>
  );
}

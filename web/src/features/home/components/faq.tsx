import { useT } from '@/lib/i18n/locale-provider';
import type { MessageId } from '@/lib/i18n/message-id';
import { FEATURED_COUNT } from '@roommate-finder/contract/featured';
import { STALE_AFTER_DAYS } from '@roommate-finder/contract/listing-fields';
import { useState } from 'react';
import { FaqItem } from './faq-item';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * docs/product.md ("Home page") gives the FAQ's topics; the answers describe what the product
 * really does, so they must change when the product does.
 */
export const FAQ_ITEMS = [
  { question: 'faq.q1', answer: 'faq.a1' },
  { question: 'faq.q2', answer: 'faq.a2' },
  { question: 'faq.q3', answer: 'faq.a3' },
  { question: 'faq.q4', answer: 'faq.a4' },
  { question: 'faq.q5', answer: 'faq.a5' },
  { question: 'faq.q6', answer: 'faq.a6', values: { count: FEATURED_COUNT, days: STALE_AFTER_DAYS } },
  { question: 'faq.q7', answer: 'faq.a7' },
] as const satisfies readonly { question: MessageId; answer: MessageId; values?: Record<string, number> }[];

/** The FAQ: one answer open at a time; choosing the open question closes it. */
export function Faq() {
  const { t } = useT();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <section
      aria-labelledby="faq-heading"
      className="below-the-fold bg-white px-4 py-20 [--section-height:47rem] sm:px-6 sm:[--section-height:40.5rem] md:[--section-height:40rem]"
    >
      <SectionHeading id="faq-heading" eyebrow={t('faq.eyebrow')} title={t('faq.title')}>
        {t('faq.lead')}
      </SectionHeading>
      <ul className="mx-auto max-w-3xl space-y-3">
        {FAQ_ITEMS.map((item, index) => (
          <FaqItem
            key={item.question}
            question={t(item.question)}
            answer={t(item.answer, 'values' in item ? item.values : undefined)}
            open={openIndex === index}
            onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
          />
        ))}
      </ul>
    </section>
  );
}

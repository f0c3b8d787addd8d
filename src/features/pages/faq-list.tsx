import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import * as css from './faq-list.css.ts';

export interface Faq {
  question: string;
  answer: ReactNode;
}

/** Collapsible questions, one open at a time. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className={css.list}>
      {faqs.map((faq, index) => {
        const open = openIndex === index;
        const panelId = `${baseId}-panel-${index}`;
        const buttonId = `${baseId}-button-${index}`;
        return (
          <div key={faq.question} className={css.item}>
            <h3 className={css.heading}>
              <button
                id={buttonId}
                type="button"
                className={css.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {faq.question}
                <ChevronDown size={20} aria-hidden="true" className={css.chevron} />
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} className={css.panel} hidden={!open}>
              {faq.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}

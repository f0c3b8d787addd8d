import { Trans, useLingui } from '@lingui/react/macro';
import { CircleHelp, Mail, MessageCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button, buttonClass } from '@/ui/button.tsx';
import { iconBadge, narrow } from '@/ui/layout.css.ts';
import { supportEmail } from './contact.ts';
import { FaqList } from './faq-list.tsx';
import { useHelpFaqs } from './help-faqs.tsx';
import * as css from './page.css.ts';

export function HelpScreen() {
  const { t } = useLingui();
  const faqs = useHelpFaqs();
  const liveChat = () => toast(t`Live chat will be available soon!`, { icon: 'ℹ️' });
  const toFaqs = () =>
    document.getElementById('faqs')?.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });

  return (
    <div className={`${narrow} ${css.page}`}>
      <header className={css.hero}>
        <h1 className={css.title}>
          <Trans>How can we help?</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>Find answers to common questions or get in touch with our support team.</Trans>
        </p>
      </header>
      <div className={css.cards}>
        <section className={css.panel} aria-labelledby="help-faqs-card">
          <span className={iconBadge}>
            <CircleHelp size={24} aria-hidden="true" />
          </span>
          <h2 id="help-faqs-card" className={css.sectionTitle}>
            <Trans>FAQs</Trans>
          </h2>
          <p>
            <Trans>Quick answers to the questions we hear most.</Trans>
          </p>
          <Button variant="secondary" onClick={toFaqs}>
            <Trans>Browse FAQs</Trans>
          </Button>
        </section>
        <section className={css.panel} aria-labelledby="help-email-card">
          <span className={iconBadge}>
            <Mail size={24} aria-hidden="true" />
          </span>
          <h2 id="help-email-card" className={css.sectionTitle}>
            <Trans>Email Support</Trans>
          </h2>
          <p>
            <Trans>Write to us and we will get back to you.</Trans>
          </p>
          <a className={buttonClass('secondary')} href={`mailto:${supportEmail}`}>
            <Trans>Email us</Trans>
          </a>
        </section>
        <section className={css.panel} aria-labelledby="help-chat-card">
          <span className={iconBadge}>
            <MessageCircle size={24} aria-hidden="true" />
          </span>
          <h2 id="help-chat-card" className={css.sectionTitle}>
            <Trans>Live Chat</Trans>
          </h2>
          <p>
            <Trans>Chat with a member of our team.</Trans>
          </p>
          <Button variant="secondary" onClick={liveChat}>
            <Trans>Start live chat</Trans>
          </Button>
        </section>
      </div>
      <section id="faqs" className={css.section} aria-labelledby="faqs-title">
        <h2 id="faqs-title" className={css.sectionTitle}>
          <Trans>Frequently asked questions</Trans>
        </h2>
        <FaqList faqs={faqs} />
      </section>
      <section className={`${css.panel} ${css.hero}`} aria-labelledby="help-more">
        <h2 id="help-more" className={css.sectionTitle}>
          <Trans>Still Need Help?</Trans>
        </h2>
        <p>
          <Trans>Our support team is available 7 days a week, 24 hours a day.</Trans>
        </p>
        <div className={css.actions}>
          <a className={buttonClass('primary')} href={`mailto:${supportEmail}`}>
            <Mail size={18} aria-hidden="true" />
            <Trans>Email Support</Trans>
          </a>
          <Button variant="secondary" onClick={liveChat}>
            <MessageCircle size={18} aria-hidden="true" />
            <Trans>Live Chat</Trans>
          </Button>
        </div>
      </section>
    </div>
  );
}

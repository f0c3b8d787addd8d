import { Trans, useLingui } from '@lingui/react/macro';
import { CircleHelp, Mail, MessageCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button, buttonClass } from '@/ui/button.tsx';
import { narrow } from '@/ui/layout.css.ts';
import { supportEmail } from './contact.ts';
import { FaqList } from './faq-list.tsx';
import { useHelpFaqs } from './help-faqs.tsx';
import { PageHero } from './page-hero.tsx';
import { PagePanel } from './page-panel.tsx';
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
      <PageHero
        title={<Trans>How can we help?</Trans>}
        lead={<Trans>Find answers to common questions or get in touch with our support team.</Trans>}
      />
      <div className={css.cards}>
        <PagePanel id="help-faqs-card" icon={CircleHelp} title={<Trans>FAQs</Trans>}>
          <p>
            <Trans>Quick answers to the questions we hear most.</Trans>
          </p>
          <Button variant="secondary" onClick={toFaqs}>
            <Trans>Browse FAQs</Trans>
          </Button>
        </PagePanel>
        <PagePanel id="help-email-card" icon={Mail} title={<Trans>Email Support</Trans>}>
          <p>
            <Trans>Write to us and we will get back to you.</Trans>
          </p>
          <a className={buttonClass('secondary')} href={`mailto:${supportEmail}`}>
            <Trans>Email us</Trans>
          </a>
        </PagePanel>
        <PagePanel id="help-chat-card" icon={MessageCircle} title={<Trans>Live Chat</Trans>}>
          <p>
            <Trans>Chat with a member of our team.</Trans>
          </p>
          <Button variant="secondary" onClick={liveChat}>
            <Trans>Start live chat</Trans>
          </Button>
        </PagePanel>
      </div>
      <section id="faqs" className={css.section} aria-labelledby="faqs-title">
        <h2 id="faqs-title" className={css.sectionTitle}>
          <Trans>Frequently asked questions</Trans>
        </h2>
        <FaqList faqs={faqs} />
      </section>
      <PagePanel id="help-more" className={css.hero} title={<Trans>Still Need Help?</Trans>}>
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
      </PagePanel>
    </div>
  );
}

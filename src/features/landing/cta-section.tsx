import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '@/ui/button.tsx';
import { container } from '@/ui/layout.css.ts';
import { Reveal } from '@/ui/reveal.tsx';
import * as css from './landing.css.ts';

export function CtaSection() {
  return (
    <section className={`${container} ${css.section}`} aria-labelledby="cta-title">
      <Reveal className={css.cta}>
        <h2 id="cta-title" className={css.sectionTitle}>
          <Trans>Ready to join the pack?</Trans>
        </h2>
        <p>
          <Trans>It takes a minute, and your pet will love the attention.</Trans>
        </p>
        <Link to="/signup" className={`${buttonClass('secondary')} ${css.ctaButton}`}>
          <Trans>Create your account</Trans>
        </Link>
      </Reveal>
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import { Heart, Mail } from 'lucide-react';
import { iconBadge, narrow } from '@/ui/layout.css.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { supportEmail } from './contact.ts';
import * as css from './page.css.ts';

export function AboutScreen() {
  return (
    <div className={`${narrow} ${css.page}`}>
      <header className={css.hero}>
        <h1 className={css.title}>
          <Trans>About PawPals</Trans>
        </h1>
        <p className={css.lead}>
          <Trans>
            PawPals was founded in 2025 as a warm corner of the internet where pet owners and animal lovers share their
            companions' lives.
          </Trans>
        </p>
      </header>
      <section className={css.panel} aria-labelledby="about-mission">
        <span className={iconBadge}>
          <Heart size={24} aria-hidden="true" />
        </span>
        <h2 id="about-mission" className={css.sectionTitle}>
          <Trans>Our mission</Trans>
        </h2>
        <p>
          <Trans>
            We believe every pet has a story worth telling. Our mission is to connect pet lovers everywhere, help them
            learn from one another and celebrate the joy animals bring to our lives.
          </Trans>
        </p>
      </section>
      <section className={css.panel} aria-labelledby="about-team">
        <h2 id="about-team" className={css.sectionTitle}>
          <Trans>Our team</Trans>
        </h2>
        <div className={css.person}>
          <Avatar username="Founder" size="lg" />
          <div>
            <p>
              <strong>
                <Trans>The founder</Trans>
              </strong>
            </p>
            <p className={css.updated}>
              <Trans>Founder, designer and developer</Trans>
            </p>
            <p>
              <Trans>One person who loves animals and builds PawPals, from the first sketch to the last line of code.</Trans>
            </p>
          </div>
        </div>
      </section>
      <section className={css.panel} aria-labelledby="about-contact">
        <h2 id="about-contact" className={css.sectionTitle}>
          <Trans>Contact us</Trans>
        </h2>
        <p>
          <Trans>Questions, ideas or kind words? We would love to hear from you.</Trans>
        </p>
        <p>
          <a href={`mailto:${supportEmail}`} dir="ltr" className={css.mailLink}>
            <Mail size={18} aria-hidden="true" />
            {supportEmail}
          </a>
        </p>
      </section>
    </div>
  );
}

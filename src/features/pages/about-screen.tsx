import { Trans } from '@lingui/react/macro';
import { Heart, Mail } from 'lucide-react';
import { narrow } from '@/ui/layout.css.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { supportEmail } from './contact.ts';
import { PageHero } from './page-hero.tsx';
import { PagePanel } from './page-panel.tsx';
import * as css from './page.css.ts';

export function AboutScreen() {
  return (
    <div className={`${narrow} ${css.page}`}>
      <PageHero
        title={<Trans>About PawPals</Trans>}
        lead={
          <Trans>
            PawPals was founded in 2025 as a warm corner of the internet where pet owners and animal lovers share their companions' lives.
          </Trans>
        }
      />
      <PagePanel id="about-mission" icon={Heart} title={<Trans>Our mission</Trans>}>
        <p>
          <Trans>
            We believe every pet has a story worth telling. Our mission is to connect pet lovers everywhere, help them learn from one another and
            celebrate the joy animals bring to our lives.
          </Trans>
        </p>
      </PagePanel>
      <PagePanel id="about-team" title={<Trans>Our team</Trans>}>
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
      </PagePanel>
      <PagePanel id="about-contact" title={<Trans>Contact us</Trans>}>
        <p>
          <Trans>Questions, ideas or kind words? We would love to hear from you.</Trans>
        </p>
        <p>
          <a href={`mailto:${supportEmail}`} dir="ltr" className={css.mailLink}>
            <Mail size={18} aria-hidden="true" />
            {supportEmail}
          </a>
        </p>
      </PagePanel>
    </div>
  );
}

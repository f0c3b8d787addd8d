import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { container } from '@/ui/layout.css.ts';
import { PawIcon } from '@/ui/paw-icon.tsx';
import { socialUrl } from '@/features/pages/contact.ts';
import { FooterLink, FooterNav } from './footer-nav.tsx';
import * as css from './footer.css.ts';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={css.footer}>
      <div className={container}>
        <div className={css.grid}>
          <div className={css.brandCol}>
            <span className={css.brand}>
              <PawIcon size={24} />
              PawPals
            </span>
            <p className={css.tagline}>
              <Trans>Connect with fellow pet lovers. Designed with love for all pets.</Trans>
            </p>
          </div>
          <FooterNav id="footer-overview" title={<Trans>Overview</Trans>}>
            <FooterLink to="/about">
              <Trans>About us</Trans>
            </FooterLink>
            <FooterLink to="/feed">
              <Trans>Posts</Trans>
            </FooterLink>
          </FooterNav>
          <FooterNav id="footer-resources" title={<Trans>Resources</Trans>}>
            <FooterLink to="/help">
              <Trans>Help center</Trans>
            </FooterLink>
          </FooterNav>
          <FooterNav id="footer-legal" title={<Trans>Legal</Trans>}>
            <FooterLink to="/terms">
              <Trans>Terms of service</Trans>
            </FooterLink>
            <FooterLink to="/privacy">
              <Trans>Privacy policy</Trans>
            </FooterLink>
          </FooterNav>
          <FooterNav id="footer-social" title={<Trans>Follow us</Trans>}>
            <li>
              <a href={socialUrl} className={css.link} target="_blank" rel="noopener noreferrer">
                Instagram
                <ExternalLink size={14} aria-hidden="true" />
              </a>
            </li>
          </FooterNav>
        </div>
        <p className={css.bottom}>
          <Trans>© {year} PawPals. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}

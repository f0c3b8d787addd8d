import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { container } from '@/ui/layout.css.ts';
import { PawIcon } from '@/ui/paw-icon.tsx';
import { socialUrl } from '@/features/pages/contact.ts';
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
          <nav aria-labelledby="footer-overview">
            <h2 id="footer-overview" className={css.heading}>
              <Trans>Overview</Trans>
            </h2>
            <ul className={css.list}>
              <li>
                <Link to="/about" className={css.link}>
                  <Trans>About us</Trans>
                </Link>
              </li>
              <li>
                <Link to="/feed" className={css.link}>
                  <Trans>Posts</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-resources">
            <h2 id="footer-resources" className={css.heading}>
              <Trans>Resources</Trans>
            </h2>
            <ul className={css.list}>
              <li>
                <Link to="/help" className={css.link}>
                  <Trans>Help center</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className={css.heading}>
              <Trans>Legal</Trans>
            </h2>
            <ul className={css.list}>
              <li>
                <Link to="/terms" className={css.link}>
                  <Trans>Terms of service</Trans>
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={css.link}>
                  <Trans>Privacy policy</Trans>
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social" className={css.heading}>
              <Trans>Follow us</Trans>
            </h2>
            <ul className={css.list}>
              <li>
                <a href={socialUrl} className={css.link} target="_blank" rel="noopener noreferrer">
                  Instagram
                  <ExternalLink size={14} aria-hidden="true" />
                </a>
              </li>
            </ul>
          </nav>
        </div>
        <p className={css.bottom}>
          <Trans>© {year} PawPals. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}

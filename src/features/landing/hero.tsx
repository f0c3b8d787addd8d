import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '@/ui/button.tsx';
import { container } from '@/ui/layout.css.ts';
import { PawIcon } from '@/ui/paw-icon.tsx';
import { ParticleCanvas } from './particle-canvas.tsx';
import * as css from './hero.css.ts';

export function Hero() {
  return (
    <section className={css.hero} aria-labelledby="hero-title">
      <ParticleCanvas />
      <div className={`${container} ${css.content}`}>
        <span className={css.badge}>
          <PawIcon size={16} />
          <Trans>Welcome to PawPals</Trans>
        </span>
        <h1 id="hero-title" className={css.title}>
          <Trans>
            Where pet love meets <span className={css.accent}>social connection</span>
          </Trans>
        </h1>
        <p className={css.subtitle}>
          <Trans>
            Share your pet's best moments, meet fellow animal lovers and discover a caring community built around the companions we adore.
          </Trans>
        </p>
        <div className={css.actions}>
          <Link to="/signup" className={buttonClass('primary')}>
            <Trans>Get started</Trans>
          </Link>
          <Link to="/feed" className={buttonClass('secondary')}>
            <Trans>Explore posts</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}

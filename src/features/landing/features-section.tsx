import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, Compass, Sparkles, Users } from 'lucide-react';
import { container, iconBadge } from '@/ui/layout.css.ts';
import { Reveal } from '@/ui/reveal.tsx';
import * as css from './landing.css.ts';

export function FeaturesSection() {
  const { t } = useLingui();
  const features = [
    {
      icon: Camera,
      title: t`Share pet moments`,
      text: t`Post photos and stories of your pets and keep a gallery for each of them.`,
    },
    {
      icon: Users,
      title: t`Connect with pet lovers`,
      text: t`Follow other owners, comment on their posts and chat with your mutual followers.`,
    },
    {
      icon: Sparkles,
      title: t`Personalized experience`,
      text: t`Get notified when people like, comment on or follow, in English or Arabic.`,
    },
    {
      icon: Compass,
      title: t`Discover pet content`,
      text: t`Browse a feed full of dogs, cats, birds and more, and find your next favourite account.`,
    },
  ];
  return (
    <div className={css.muted}>
      <section id="features" className={`${container} ${css.section}`} aria-labelledby="features-title">
        <Reveal className={css.sectionHead}>
          <h2 id="features-title" className={css.sectionTitle}>
            <Trans>Everything your pet's social life needs</Trans>
          </h2>
        </Reveal>
        <div className={css.featureGrid}>
          {features.map(({ icon: Icon, title, text }, index) => (
            <Reveal key={title} delay={index * 100}>
              <div className={css.featureCard}>
                <span className={iconBadge}>
                  <Icon size={24} aria-hidden="true" />
                </span>
                <h3 className={css.featureTitle}>{title}</h3>
                <p>{text}</p>
              </div>
            </Reveal>
          ))}
        </div>
      </section>
    </div>
  );
}

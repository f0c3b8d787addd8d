import { useLingui } from '@lingui/react/macro';
import { LegalPage } from './legal-page.tsx';
import * as css from './page.css.ts';

export function TermsScreen() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Terms of Service`}
      sections={[
        {
          title: t`Introduction`,
          body: <p>{t`These terms govern your use of PawPals. By creating an account or using the service, you agree to them.`}</p>,
        },
        {
          title: t`User Accounts`,
          body: (
            <ul className={css.list}>
              <li>{t`Provide accurate and complete information when you register.`}</li>
              <li>{t`Keep your password private and do not share your account.`}</li>
              <li>{t`Tell us at once if you notice any unauthorized use or security breach.`}</li>
            </ul>
          ),
        },
        {
          title: t`User Content`,
          body: <p>{t`You are responsible for everything you post. You must own the content you share, or have the rights to share it.`}</p>,
        },
        {
          title: t`Prohibited Uses`,
          body: (
            <ul className={css.list}>
              <li>{t`Using the service for any unlawful purpose.`}</li>
              <li>{t`Sending spam or unsolicited messages.`}</li>
              <li>{t`Impersonating another person or organization.`}</li>
              <li>{t`Harassing, threatening or otherwise harming others.`}</li>
            </ul>
          ),
        },
        {
          title: t`Termination`,
          body: (
            <p>{t`We may suspend or close any account without notice if these terms are broken. You may ask us to delete your account at any time.`}</p>
          ),
        },
        {
          title: t`Changes to Terms`,
          body: <p>{t`We may update these terms. We will try to give at least 30 days' notice before any material change takes effect.`}</p>,
        },
      ]}
    />
  );
}

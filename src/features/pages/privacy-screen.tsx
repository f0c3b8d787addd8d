import { useLingui } from '@lingui/react/macro';
import { LegalPage } from './legal-page.tsx';
import { privacyEmail } from './contact.ts';
import * as css from './page.css.ts';

export function PrivacyScreen() {
  const { t } = useLingui();
  return (
    <LegalPage
      title={t`Privacy Policy`}
      sections={[
        {
          title: t`Information we collect`,
          body: (
            <ul className={css.list}>
              <li>{t`Personal data: your name, username, email address, country and city.`}</li>
              <li>{t`Pet information: names, types, breeds, ages, photos and descriptions.`}</li>
              <li>{t`Content: the posts, comments, images and messages you share.`}</li>
              <li>{t`Usage data: how you use PawPals, such as pages visited and features used.`}</li>
              <li>{t`Device information: browser type, operating system and language.`}</li>
            </ul>
          ),
        },
        {
          title: t`How we use your information`,
          body: (
            <p>{t`We use it to provide and improve PawPals, to show your content to the community, to send you notifications and to keep the service safe.`}</p>
          ),
        },
        {
          title: t`How we share your information`,
          body: (
            <ul className={css.list}>
              <li>{t`With other users, as your privacy settings allow.`}</li>
              <li>{t`With service providers who help us run PawPals.`}</li>
              <li>{t`For legal reasons, when the law requires it.`}</li>
              <li>{t`In a business transfer, such as a merger or acquisition.`}</li>
              <li>{t`With your consent.`}</li>
            </ul>
          ),
        },
        {
          title: t`Your privacy rights`,
          body: (
            <p>{t`You have the right to access, correct and delete your data, to object to or restrict its processing, and to data portability.`}</p>
          ),
        },
        {
          title: t`Contact us`,
          body: (
            <>
              <p>{t`For any privacy question, write to us:`}</p>
              <p>
                <a href={`mailto:${privacyEmail}`} dir="ltr">
                  {privacyEmail}
                </a>
              </p>
              <address>{t`PawPals Privacy Team, 12 Nile Street, Cairo, Egypt`}</address>
            </>
          ),
        },
      ]}
    />
  );
}

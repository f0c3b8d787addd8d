import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, WifiOff } from 'lucide-react';
import toast from 'react-hot-toast';
import { useOnline } from '@/data/online.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { formatDate } from '@/i18n/format-date.ts';
import { serverMessage } from '@/features/auth/server-message.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { Button, buttonClass } from '@/ui/button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { Spinner } from '@/ui/spinner.tsx';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { useDataExport } from './use-data-export.ts';
import * as sessionsCss from './sessions-screen.css.ts';
import * as css from './your-data-screen.css.ts';

/** Take a copy of one's data (a ZIP built by the server, kept 7 days), or delete the account. */
export function YourDataScreen() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { state, prepare } = useDataExport(online);
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useDocumentTitle(t`Your data`);

  const onPrepare = async () => {
    setAsking(true);
    setRefusal(null);
    try {
      await prepare();
    } catch (error) {
      const failure = failureOf(error);
      if (failure.status === null) toast.error(t`Check your connection.`);
      else setRefusal(serverMessage(i18n, failure, t`Could not prepare your download. Please try again.`));
    } finally {
      setAsking(false);
    }
  };

  const status = state?.status;
  const until = state?.expiresAt ? formatDate(state.expiresAt, i18n.locale) : '';
  return (
    <div className={`${narrow} ${page} ${sessionsCss.layout}`}>
      <div>
        <BackButton />
      </div>
      <div>
        <h1 className={sessionsCss.title}>{t`Your data`}</h1>
        <p className={sessionsCss.intro}>
          <Trans>You can download a copy of everything your account holds.</Trans>
        </p>
      </div>
      <section className={css.section} aria-labelledby="download-title">
        <h2 id="download-title" className={css.heading}>
          <Trans>Download your data</Trans>
        </h2>
        <p className={css.text}>
          <Trans>
            The download is a ZIP file with your profile, pets, posts, comments, likes, follows and messages as JSON, and your images. It is kept for
            7 days, then deleted.
          </Trans>
        </p>
        {online ? null : (
          <p className={sessionsCss.note} role="status">
            <WifiOff size={18} aria-hidden="true" />
            <span>{t`You are offline. Your download needs a connection.`}</span>
          </p>
        )}
        {status === 'working' ? (
          <p className={css.status} role="status">
            <Spinner />
            <span>{t`We are preparing it; we will also email you the link.`}</span>
          </p>
        ) : null}
        {status === 'ready' && state?.url ? (
          <div className={css.ready} role="status">
            <p className={css.text}>{until ? t`Your download is ready. It can be downloaded until ${until}.` : t`Your download is ready.`}</p>
            <a href={state.url} className={buttonClass('primary', true)} download>
              <Download size={18} aria-hidden="true" />
              {t`Download (ZIP)`}
            </a>
          </div>
        ) : null}
        {refusal ? (
          <p className={sessionsCss.note} role="alert">
            {refusal}
          </p>
        ) : null}
        {status === 'working' ? null : (
          <Button
            variant={status === 'ready' ? 'secondary' : 'primary'}
            block
            disabled={!online || asking}
            aria-busy={asking}
            onClick={() => void onPrepare()}
          >
            {online ? null : <WifiOff size={18} aria-hidden="true" />}
            {asking ? <Spinner /> : null}
            {online ? t`Prepare my download` : t`Needs a connection`}
          </Button>
        )}
      </section>
      <DeleteAccountSection />
    </div>
  );
}

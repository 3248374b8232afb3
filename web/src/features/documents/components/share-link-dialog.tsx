import { useId, useState } from 'react';
import type { DocumentFile } from '#shared/models/documents.ts';
import type { ShareLinkCreated } from '#shared/models/sharing.ts';
import { DEFAULT_SHARE_HOURS, MAX_SHARE_HOURS, MIN_SHARE_HOURS } from '#shared/schemas/sharing.ts';
import { formatTorontoDateTime } from '#shared/time.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormTextField } from '../../../components/ui/form-field.tsx';
import { errorReason } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCreateShareLink } from '../api/create-share-link.ts';
import { useShareLinks } from '../api/get-share-links.ts';
import { useRevokeShareLink } from '../api/revoke-share-link.ts';
import { shareHoursForm } from '../utils/share.ts';
import '../../../components/ui/field.css';
import './edit-folders-page.css';
import './share-link-dialog.css';

export const SHARE_NOTICE = 'Anyone with this link can download the file until it expires';

export interface ShareLinkDialogProps {
  file: DocumentFile;
  userId: string | null;
  onClose: () => void;
}

/** The file's links that still work, each with a Revoke button (beyond the spec). */
function ActiveLinks({
  file,
  currentId,
  onRevoked,
}: {
  file: DocumentFile;
  currentId: string | undefined;
  onRevoked: (id: string) => void;
}) {
  const links = useShareLinks(file.module, file._id);
  const revoke = useRevokeShareLink();
  const [error, setError] = useState<string | null>(null);
  if (links.isPending) return <p className="muted">Loading...</p>;
  if (links.isError) return <Alert message="Failed to load the active links" variant="error" />;
  if (links.data.length === 0) return <p className="muted">No active links.</p>;
  return (
    <>
      <ul className="rows share-links" aria-label="Active links">
        {links.data.map((link) => (
          <li className="row" key={link._id} data-link-id={link._id}>
            <div className="row__main">
              <div className="row__title">
                Expires {formatTorontoDateTime(link.expiresAt)}
                {link._id === currentId ? <span className="tag level-badge">This link</span> : null}
              </div>
              <div className="row__meta">
                <span>By {link.created_by_name || '-'}</span>
                <span>
                  Opened {link.openCount} {link.openCount === 1 ? 'time' : 'times'}
                </span>
              </div>
            </div>
            <Button
              variant="danger"
              size="sm"
              busy={revoke.isPending && revoke.variables?.id === link._id}
              onClick={async () => {
                setError(null);
                try {
                  await revoke.mutateAsync({ id: link._id, module: file.module, fileId: file._id });
                  onRevoked(link._id);
                } catch (e) {
                  setError(errorReason(e) ?? 'Failed to revoke the link');
                }
              }}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <Alert message={error} variant="error" />
    </>
  );
}

/**
 * Temporary link dialog (construction files and the plan screen, docs/requirements.md#temporary-share-links). Nothing public exists until
 * the person asks for a link; Regenerate replaces the link shown (the old one is revoked), and a revoked
 * link leaves the dialog at once.
 */
export function ShareLinkDialog({ file, userId, onClose }: ShareLinkDialogProps) {
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const linkId = useId();
  const form = useZodForm(shareHoursForm, { defaultValues: { hours: String(DEFAULT_SHARE_HOURS) } });
  const [link, setLink] = useState<ShareLinkCreated | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const generate = form.handleSubmit(async ({ hours: hoursValid }) => {
    setError(null);
    setNotice(null);
    if (!getToken()) {
      setError('No authentication token found');
      return;
    }
    const replaced = link;
    try {
      setLink(await create.mutateAsync({ fileId: file._id, module: file.module, userId, hoursValid }));
    } catch (e) {
      const reason = errorReason(e);
      setError(reason ? `Failed to generate temporary link: ${reason}` : 'Failed to generate temporary link');
      return;
    }
    if (replaced) {
      try {
        await revoke.mutateAsync({ id: replaced._id, module: file.module, fileId: file._id });
      } catch {
        setError('The new link is ready, but the one it replaces could not be revoked: revoke it below.');
      }
    }
  });

  const revoked = (id: string) => {
    if (link?._id !== id) return;
    setLink(null);
    setNotice('The link was revoked: it no longer opens the file.');
  };

  return (
    <Dialog title="Temporary Link" onClose={onClose} footer="close">
      <p className="share__file">
        <span className="muted">File: </span>
        <strong>{file.original_name}</strong>
      </p>
      {/* Our message (the server's words) instead of the browser's tooltip for 0 or 169. */}
      <form className="share__hours" noValidate onSubmit={generate}>
        <FormTextField
          form={form}
          name="hours"
          label="Valid for (hours)"
          type="number"
          inputMode="numeric"
          min={MIN_SHARE_HOURS}
          max={MAX_SHARE_HOURS}
          step={1}
        />
        <Button
          type="submit"
          variant={link ? 'secondary' : 'primary'}
          busy={create.isPending || form.formState.isSubmitting}
        >
          {link ? 'Regenerate' : 'Create link'}
        </Button>
      </form>
      <div className="field">
        <label className="field__label" htmlFor={linkId}>
          Link
        </label>
        <div className="share__link">
          <input
            id={linkId}
            className="input share__link-input"
            readOnly
            value={link?.link ?? ''}
            placeholder={create.isPending ? 'Generating...' : ''}
            onFocus={(e) => e.target.select()}
            data-testid="share-link"
          />
          {link ? <CopyButton text={link.link} label="Copy link" /> : null}
        </div>
        {link ? <div className="field__hint">Expires {formatTorontoDateTime(link.expiresAt)}</div> : null}
      </div>
      <Alert message={notice} variant="info" />
      <Alert message={error} variant="error" />
      <p className="share__notice">{SHARE_NOTICE}</p>
      <section aria-labelledby="active-links-title" className="share__active">
        <h3 className="section-title" id="active-links-title">
          Active links
        </h3>
        <ActiveLinks file={file} currentId={link?._id} onRevoked={revoked} />
      </section>
    </Dialog>
  );
}

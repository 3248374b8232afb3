import { useState } from 'react';
import type { DocumentFile } from '#shared/models/documents.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { fetchFileUrl, useFileUrl } from '../api/get-file-url.ts';
import './image-viewer-dialog.css';

/** The image viewer for JPG, JPEG, PNG, GIF, BMP and WEBP files: the picture at fit size or actual size. */
export function ImageViewerDialog({ file, onClose }: { file: DocumentFile; onClose: () => void }) {
  const url = useFileUrl(file.module, file._id, 'inline');
  const [actualSize, setActualSize] = useState(false);
  const [broken, setBroken] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      title={file.original_name}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => setActualSize((a) => !a)} disabled={!url.data}>
            {actualSize ? 'Fit to window' : 'Actual size'}
          </Button>
          <Button
            variant="secondary"
            onClick={async () => {
              try {
                window.location.assign((await fetchFileUrl(file.module, file._id, 'attachment')).url);
              } catch (e) {
                setError(serverMessageOr(e, 'Failed to download file'));
              }
            }}
          >
            Download
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {url.isPending ? <p className="muted">Loading...</p> : null}
      {url.isError || broken ? <Alert message="Failed to load image" variant="error" /> : null}
      <Alert message={error} variant="error" />
      {url.data && !broken ? (
        <div className={`image-viewer${actualSize ? ' image-viewer--actual' : ''}`}>
          <img
            className="image-viewer__img"
            src={url.data.url}
            alt={file.original_name}
            onError={() => setBroken(true)}
          />
        </div>
      ) : null}
    </Dialog>
  );
}

import { useState } from 'react';
import type { TaskImage } from '#shared/task-models.ts';
import { isTorontoToday } from '#shared/time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDateTime } from '../utils/monitor-cells.ts';
import { TaskActivityView, type TaskDialogProps } from './task-activity-view.tsx';
import '../../../components/ui/alert.css';
import '../../../components/ui/button.css';
import '../../../components/ui/photo-grid.css';
import './task-images.css';

export function ImageGrid<T extends TaskImage>({
  images,
  empty,
  onOpen,
  keyOf = (image) => String(image.index),
  captionOf,
}: {
  images: readonly T[];
  empty: string;
  onOpen: (image: T) => void;
  /** Photos of several tasks share indexes: the timeline keys them by task too. */
  keyOf?: (image: T) => string;
  /** A first caption line (the timeline's task name). */
  captionOf?: (image: T) => string;
}) {
  if (images.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="photo-grid">
      {images.map((image) => (
        <li key={keyOf(image)} className="photo-grid__item">
          <button
            type="button"
            className="photo-grid__button"
            onClick={() => onOpen(image)}
            aria-label={`Enlarge ${image.filename}`}
          >
            <img src={image.thumbnail_url} alt={image.filename} loading="lazy" className="photo-grid__thumb" />
          </button>
          <span className="photo-grid__caption">
            {captionOf ? <strong className="photo-grid__context">{captionOf(image)}</strong> : null}
            {formatDateTime(image.upload_date)}
            {image.upload_by_name ? ` · ${image.upload_by_name}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The enlarged photo: the full-size image, only loaded when asked for; `context` names its task. */
export function EnlargedImage({
  image,
  context,
  onClose,
}: {
  image: TaskImage;
  context?: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={image.filename}
      size="lg"
      onClose={onClose}
      footer={
        <>
          <a className="btn btn--secondary" href={image.url} target="_blank" rel="noreferrer">
            Open full size
          </a>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <figure className="enlarged">
        <img src={image.url} alt={image.filename} className="enlarged__img" data-testid="enlarged-image" />
        <figcaption className="muted">
          {context ? `${context} · ` : ''}
          {formatDateTime(image.upload_date)}
          {image.upload_by_name ? ` · ${image.upload_by_name}` : ''}
        </figcaption>
      </figure>
    </Dialog>
  );
}

/** Today's Images and History Images (today by the Toronto calendar); a click enlarges a photo. */
export function TaskImages({ taskId }: { taskId: string }) {
  const [open, setOpen] = useState<TaskImage | null>(null);
  return (
    <TaskActivityView taskId={taskId}>
      {({ images }, now) => (
        <div className="photo-sections">
          <section aria-labelledby={`today-${taskId}`}>
            <h2 className="section-title" id={`today-${taskId}`}>
              Today's Images
            </h2>
            <ImageGrid
              images={images.filter((i) => isTorontoToday(i.upload_date, now))}
              empty="No images today."
              onOpen={setOpen}
            />
          </section>
          <section aria-labelledby={`history-${taskId}`}>
            <h2 className="section-title" id={`history-${taskId}`}>
              History Images
            </h2>
            <ImageGrid
              images={images.filter((i) => !isTorontoToday(i.upload_date, now))}
              empty="No earlier images."
              onOpen={setOpen}
            />
          </section>
          {open ? <EnlargedImage image={open} onClose={() => setOpen(null)} /> : null}
        </div>
      )}
    </TaskActivityView>
  );
}

export function TaskImagesDialog({ taskId, taskName, onClose }: TaskDialogProps) {
  return (
    <Dialog title={`Task Images: ${taskName}`} size="lg" onClose={onClose} footer="close">
      <TaskImages taskId={taskId} />
    </Dialog>
  );
}

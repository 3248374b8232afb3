import { useEffect, useId, useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/field.tsx';
import '../../../components/ui/button.css';
import '../../../components/ui/field.css';
import './cell-badge.css';
import './photo-picker.css';

export interface PickedPhoto {
  key: string;
  file: File;
  /** 0 to 100 while uploading or after; undefined before. */
  percent?: number;
  failed?: boolean;
}

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function Preview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img className="photo-list__thumb" src={url} alt="" />;
}

export interface PhotoPickerProps {
  photos: readonly PickedPhoto[];
  disabled: boolean;
  /** "Original quality": send the photos as they are instead of scaled to 2,560 px. */
  original: boolean;
  onOriginalChange: (original: boolean) => void;
  onPick: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/**
 * Upload Images: several photos (picked at once or one after another), each with its own progress bar;
 * "Take photo" opens the phone's camera directly.
 */
export function PhotoPicker({ photos, disabled, original, onOriginalChange, onPick, onRemove }: PhotoPickerProps) {
  const inputId = useId();
  const originalId = useId();
  const picked = (input: HTMLInputElement) => {
    onPick([...(input.files ?? [])]);
    input.value = '';
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        Upload Images
      </label>
      <div className={`photo-picker${disabled ? ' is-disabled' : ''}`}>
        <span className="btn btn--primary photo-picker__button" aria-hidden="true">
          Choose photos
        </span>
        <span className="photo-picker__status" aria-hidden="true">
          {photos.length === 0
            ? 'No photos chosen'
            : photos.length === 1
              ? '1 photo chosen'
              : `${photos.length} photos chosen`}
        </span>
        {/* The real input lies over the whole area: a tap anywhere opens the camera roll. */}
        <input
          id={inputId}
          className="photo-picker__input"
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          onChange={(e) => picked(e.target)}
        />
      </div>
      <label className={`btn btn--secondary photo-picker__camera${disabled ? ' is-disabled' : ''}`}>
        Take photo
        <input
          className="sr-only"
          type="file"
          accept="image/*"
          capture="environment"
          disabled={disabled}
          onChange={(e) => picked(e.target)}
        />
      </label>
      <div className="field__hint">Images only, at most 20 MB each.</div>
      <Checkbox id={originalId} checked={original} disabled={disabled} onCheckedChange={onOriginalChange}>
        Original quality
      </Checkbox>
      <div className="field__hint">
        {original
          ? 'Photos are sent as they are.'
          : 'Photos are made smaller before sending (2,560 pixels on the long side), which is quicker on a weak signal.'}
      </div>
      {photos.length > 0 ? (
        <ul className="photo-list stack-list" aria-label="Chosen images">
          {photos.map((photo) => (
            <li key={photo.key} className={`photo-list__item card${photo.failed ? ' card--failed' : ''}`}>
              <Preview file={photo.file} />
              <div className="photo-list__main">
                <span className="photo-list__name">{photo.file.name}</span>
                <span className="muted photo-list__size">
                  {sizeText(photo.file.size)}
                  {photo.failed ? ' · not uploaded' : photo.percent === 100 ? ' · uploaded' : ''}
                </span>
                {photo.percent !== undefined ? (
                  <div
                    className="progress"
                    role="progressbar"
                    aria-label={`Upload of ${photo.file.name}`}
                    aria-valuenow={photo.percent}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <div className="progress__bar" style={{ width: `${photo.percent}%` }} />
                  </div>
                ) : null}
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={disabled}
                aria-label={`Remove ${photo.file.name}`}
                onClick={() => onRemove(photo.key)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

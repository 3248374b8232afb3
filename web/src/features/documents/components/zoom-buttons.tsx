import { Button } from '../../../components/ui/button.tsx';
import { PDF_ZOOM_MAX, PDF_ZOOM_MIN } from '../utils/pdf-view.ts';

export interface ZoomButtonsProps {
  /** The scale shown (1 = 100%). */
  scale: number;
  fit: boolean;
  onZoom: (direction: 1 | -1) => void;
  onFit: () => void;
  /** The test id of the percentage shown. */
  testId: string;
}

/** Zoom out, the percentage, zoom in and Fit to width: the PDF viewer's and the compare's toolbar. */
export function ZoomButtons({ scale, fit, onZoom, onFit, testId }: ZoomButtonsProps) {
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label="Zoom out"
        onClick={() => onZoom(-1)}
        disabled={scale <= PDF_ZOOM_MIN}
      >
        −
      </Button>
      <span className="pdf-toolbar__zoom" data-testid={testId}>
        {Math.round(scale * 100)}%
      </span>
      <Button
        variant="secondary"
        size="sm"
        aria-label="Zoom in"
        onClick={() => onZoom(1)}
        disabled={scale >= PDF_ZOOM_MAX}
      >
        +
      </Button>
      <Button variant={fit ? 'primary' : 'secondary'} size="sm" aria-pressed={fit} onClick={onFit}>
        Fit to width
      </Button>
    </>
  );
}

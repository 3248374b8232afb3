/**
 * The Markup mode's controls (docs/requirements.md#markups): the tools, the colour, the stroke width, a
 * text's words or a dimension's label, Undo (the last shape), Save (a draft), Publish and Done; and beside
 * the sheet, the Layers list that hides or shows each person's published markups, the person's own markups
 * on this version each with Delete, and "Download with markups".
 */
import type { PageSize } from '#shared/pin-geometry.ts';
import {
  MARKUP_COLOUR_NAMES,
  MARKUP_TOOL_LABELS,
  MARKUP_TOOLS,
  MAX_MARKUP_TEXT,
  type MarkupColour,
} from '#shared/schemas/markups.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, SelectField, TextField } from '../../../components/ui/field.tsx';
import { type MarkupWork, markupName, STROKE_WIDTHS, type StrokeWidth } from './use-markup-work.tsx';
import './markup-toolbar.css';

const COLOUR_OPTIONS = MARKUP_COLOUR_NAMES.map((c) => ({ value: c, label: c[0]?.toUpperCase() + c.slice(1) }));
const STROKE_NAMES: Record<StrokeWidth, string> = { 1: 'Thin', 2: 'Medium', 4: 'Thick', 8: 'Heavy' };
const STROKE_OPTIONS = STROKE_WIDTHS.map((w) => ({ value: String(w), label: `${STROKE_NAMES[w]} (${w} pt)` }));
const strokeOf = (value: string): StrokeWidth => STROKE_WIDTHS.find((w) => String(w) === value) ?? 2;

/** `size`: the page's own size (its first draw measures it). */
export function MarkupToolbar({ work, size }: { work: MarkupWork; size: PageSize | undefined }) {
  const wordy = work.tool === 'text' || work.tool === 'dimension';
  return (
    <div className="markup-toolbar" role="toolbar" aria-label="Markup tools">
      <div className="markup-toolbar__group">
        {MARKUP_TOOLS.map((tool) => (
          <Button
            key={tool}
            variant={work.tool === tool ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={work.tool === tool}
            onClick={() => work.setTool(tool)}
          >
            {MARKUP_TOOL_LABELS[tool]}
          </Button>
        ))}
      </div>
      <div className="markup-toolbar__group">
        <SelectField
          label="Colour"
          inline
          options={COLOUR_OPTIONS}
          value={work.colour}
          onChange={(event) => work.setColour(event.target.value as MarkupColour)}
        />
        <SelectField
          label="Stroke"
          inline
          options={STROKE_OPTIONS}
          value={String(work.width)}
          onChange={(event) => work.setWidth(strokeOf(event.target.value))}
        />
        {wordy ? (
          <TextField
            label={work.tool === 'text' ? 'Text' : 'Label'}
            inline
            maxLength={MAX_MARKUP_TEXT}
            placeholder={work.tool === 'text' ? 'Words to place' : 'Blank: its length'}
            value={work.words}
            onChange={(event) => work.setWords(event.target.value)}
          />
        ) : null}
      </div>
      <div className="markup-toolbar__group">
        <Button variant="secondary" size="sm" onClick={work.undo} disabled={work.shapes.length === 0}>
          Undo
        </Button>
        <Button variant="secondary" size="sm" disabled={!size || work.busy} onClick={() => size && work.saveOnly(size)}>
          Save
        </Button>
        <Button variant="primary" size="sm" disabled={!size || work.busy} onClick={() => size && work.publishNow(size)}>
          Publish
        </Button>
        <Button variant="ghost" size="sm" onClick={work.stop}>
          Done
        </Button>
      </div>
    </div>
  );
}

/** Each person's published markups, hidden or shown, and the flattened download. */
export function MarkupLayers({ work }: { work: MarkupWork }) {
  return (
    <section className="markup-layers" aria-label="Markup layers">
      <h2 className="markup-layers__title">Markups</h2>
      {work.layers.length === 0 ? <p className="markup-layers__none">No published markups on this version.</p> : null}
      {work.layers.map((layer) => (
        <Checkbox
          key={layer.id}
          id={`markup-layer-${layer.id}`}
          checked={layer.shown}
          onCheckedChange={() => work.toggleLayer(layer.id)}
        >
          {layer.name}
        </Checkbox>
      ))}
      <Button variant="secondary" size="sm" onClick={work.download}>
        Download with markups
      </Button>
      {work.mine.length > 0 ? (
        <ul className="markup-layers__mine" aria-label="Your markups">
          {work.mine.map((markup) => (
            <li key={markup._id} className="markup-layers__own">
              <span>
                Yours on {markupName(markup)}, {markup.published ? 'published' : 'draft'}
              </span>
              <Button
                variant="danger"
                size="sm"
                disabled={work.busy}
                aria-label={`Delete markup on ${markupName(markup)}`}
                onClick={() => void work.deleteOwn(markup)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {work.confirmDialog}
    </section>
  );
}

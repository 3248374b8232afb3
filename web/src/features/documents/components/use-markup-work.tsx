/**
 * The markup work of the viewer (docs/requirements.md#markups): the version's markups, the Markup mode with
 * its tool, colour and stroke width, the shapes being drawn on the page (undo takes the last one back), Save
 * (a draft) and Publish, the layers hidden per person, the caller's own markups with Delete (after the app's
 * confirm dialog), and "Download with markups"; each answered with the app's toasts.
 */
import { useState } from 'react';
import type { Markup } from '#shared/models/markups.ts';
import type { PageSize } from '#shared/pin-geometry.ts';
import { canWritePins } from '#shared/pin-rules.ts';
import type { MarkupColour, MarkupShape, MarkupTool } from '#shared/schemas/markups.ts';
import { DELETE_ACTION, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { withReason } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { type MarkupSheet, markedUpLink, useMarkupChanges, useSheetMarkups } from '../api/markups.ts';

/** A deleted markup is gone: markups do not go to the recycle bin. */
const DELETE_NOTE = 'A deleted markup cannot be restored.';

const NO_SHEET: MarkupSheet = { module: 'plan', fileId: '', version: 1 };

/** The stroke widths offered, in page points; a new shape takes the chosen one. */
export const STROKE_WIDTHS = [1, 2, 4, 8] as const;
export type StrokeWidth = (typeof STROKE_WIDTHS)[number];
const DEFAULT_WIDTH: StrokeWidth = 2;

/** How a markup of one's own is named in the list and in the delete question. */
export const markupName = (m: Markup) =>
  `page ${m.page} (${m.shapes.length} ${m.shapes.length === 1 ? 'shape' : 'shapes'})`;

/** `given` null: a viewer without markups; nothing is asked. */
export function useMarkupWork(given: MarkupSheet | null) {
  const sheet = given ?? NO_SHEET;
  const { role, userId } = useSession();
  // The roles that draw markups are those that place pins (shared/markup-rules.ts).
  const mayDraw = given !== null && role !== null && canWritePins(role);
  const toast = useToast();
  const markups = useSheetMarkups(sheet, given !== null);
  const { save, publish, remove } = useMarkupChanges(sheet);
  const [confirmDialog, confirmFirst] = useConfirm();
  const [drawing, setDrawing] = useState(false);
  const [tool, setTool] = useState<MarkupTool>('cloud');
  const [colour, setColour] = useState<MarkupColour>('red');
  const [width, setWidth] = useState<StrokeWidth>(DEFAULT_WIDTH);
  const [words, setWords] = useState('');
  /** The shapes being drawn on `page`, not yet saved, and the draft they are saved over. */
  const [shapes, setShapes] = useState<MarkupShape[]>([]);
  const [draftId, setDraftId] = useState<string | null>(null);
  /** The page the mode was started on: the shapes being drawn belong to it. */
  const [drawPage, setDrawPage] = useState(1);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());

  const all = markups.data ?? [];
  const published = all.filter((m) => m.published);
  const layers = [...new Map(published.map((m) => [m.author.id, m.author.name])).entries()].map(([id, name]) => ({
    id,
    name,
    shown: !hidden.has(id),
  }));
  const toggleLayer = (id: string) =>
    setHidden((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** The markups on the page: the published ones of shown layers, and the caller's drafts but the one being edited. */
  const shownOn = (page: number) =>
    all.filter(
      (m) => m.page === page && m._id !== draftId && (m.published ? !hidden.has(m.author.id) : m.author.id === userId),
    );

  /** Starts the mode on `page`, going on with the caller's draft there when there is one. */
  const start = (page: number) => {
    const draft = all.find((m) => m.page === page && !m.published && m.author.id === userId);
    setShapes(draft?.shapes ?? []);
    setDraftId(draft?._id ?? null);
    setDrawPage(page);
    setDrawing(true);
  };
  const stop = () => {
    setDrawing(false);
    setShapes([]);
    setDraftId(null);
  };

  const saveDraft = async (size: PageSize): Promise<string | null> => {
    if (shapes.length === 0) {
      toast('Draw a shape first', 'error');
      return null;
    }
    try {
      const body = { version: sheet.version, page: drawPage, pageWidth: size.width, pageHeight: size.height, shapes };
      const saved = await save.mutateAsync({ id: draftId, body });
      setDraftId(saved._id);
      return saved._id;
    } catch (error) {
      toast(withReason('Failed to save the markup', error), 'error');
      return null;
    }
  };

  const saveOnly = async (size: PageSize) => {
    if (await saveDraft(size)) toast('Markup saved as a draft', 'success');
  };

  const publishNow = async (size: PageSize) => {
    const id = await saveDraft(size);
    if (!id) return;
    try {
      await publish.mutateAsync(id);
      toast('Markup published', 'success');
      stop();
    } catch (error) {
      toast(withReason('Failed to publish the markup', error), 'error');
    }
  };

  /** The caller's own markups on this version, drafts and published, by page. */
  const mine = all.filter((m) => m.author.id === userId).sort((a, b) => a.page - b.page);

  /** Deletes one of the caller's markups after the app's question; the one being drawn over leaves the mode. */
  const deleteOwn = async (markup: Markup) => {
    const question = { message: `Delete your markup on ${markupName(markup)}?`, note: DELETE_NOTE, ...DELETE_ACTION };
    if (!(await confirmFirst(question))) return;
    try {
      await remove.mutateAsync(markup._id);
      if (markup._id === draftId) stop();
      toast('Markup deleted', 'success');
    } catch (error) {
      toast(withReason('Failed to delete the markup', error), 'error');
    }
  };

  const download = async () => {
    try {
      const link = await markedUpLink(sheet);
      window.location.assign(link.url);
    } catch (error) {
      toast(withReason('Failed to make the PDF with markups', error), 'error');
    }
  };

  return {
    active: given !== null,
    mayDraw,
    drawing,
    drawPage,
    start,
    stop,
    tool,
    setTool,
    colour,
    setColour,
    width,
    setWidth,
    words,
    setWords,
    shapes,
    add: (shape: MarkupShape) => setShapes((now) => [...now, shape]),
    undo: () => setShapes((now) => now.slice(0, -1)),
    shownOn,
    layers,
    toggleLayer,
    saveOnly,
    publishNow,
    download,
    mine,
    deleteOwn,
    /** The confirm dialog of a delete, to render with the layers. */
    confirmDialog,
    busy: save.isPending || publish.isPending || remove.isPending,
  };
}

export type MarkupWork = ReturnType<typeof useMarkupWork>;

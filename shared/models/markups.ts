/** Shapes of markups on a sheet (docs/data-model.md#markups). */
import type { Module } from '../roles.ts';
import type { MarkupShape } from '../schemas/markups.ts';

export interface Markup {
  _id: string;
  projectId: string;
  fileId: string;
  /** The file's area, which decides who reads the markup. */
  module: Module;
  /** The file's name when the markup was written, for the activity log. */
  fileName: string;
  /** The version of the sheet it is drawn on: each version keeps its own markups. */
  version: number;
  page: number;
  /** The page's size in its own space (PDF points, unrotated), as the viewer measured it. */
  pageWidth: number;
  pageHeight: number;
  /** Who drew it; their markups are one layer, which a reader hides or shows. */
  author: { id: string; name: string };
  /** False while it is a draft, which only its author sees. */
  published: boolean;
  publishedAt: string | null;
  shapes: MarkupShape[];
  createdAt: string;
  updatedAt: string;
}

/** The answer of "Download with markups": a short-lived link to the flattened copy. */
export interface MarkedUpPdf {
  url: string;
  fileName: string;
  /** How many published markups were drawn into it. */
  markups: number;
  expiresAt: string;
}

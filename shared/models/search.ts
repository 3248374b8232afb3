/** Shapes of project search answers (docs/requirements.md#project-search). */
import type { Module } from '../roles.ts';
import type { SearchKind } from '../search.ts';

export interface SearchResult {
  kind: SearchKind;
  id: string;
  /** The file or folder name, the task name, or the start of the note. */
  name: string;
  /** A file's author, a task's owner, who wrote a note ('' when none). */
  detail: string;
  module: Module;
  /** Where it is, for people: "Plan File / Drawings / Kitchen", "Construction schedule", "Note on task Framing". */
  place: string;
  /** Files: the folder to open ('root' for the area's top level); folders: the folder itself. */
  folderId?: string;
  /** Notes: the task they belong to. */
  taskId?: string;
}

export interface SearchAnswer {
  /** The words searched, folded (lower-case, no accents). */
  words: string[];
  /** Up to 20 per kind, in the order of the kinds. */
  groups: { kind: SearchKind; results: SearchResult[] }[];
  /** More matched than were read: more words narrow the search. */
  more: boolean;
  /** The query had more words than are searched: only the first 8 were (the box says so). */
  cut: boolean;
}

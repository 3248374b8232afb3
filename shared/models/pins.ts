/** Shapes of pins on a sheet (docs/data-model.md#pins). */
import type { Module } from '../roles.ts';
import type { PinCategory, PinSpot, PinStatus } from '../schemas/pins.ts';

export interface Pin {
  _id: string;
  projectId: string;
  fileId: string;
  /** The file's area, which decides who reads the pin. */
  module: Module;
  /** The file's name when the pin was written, for lists. */
  fileName: string;
  /** The version of the file the pin was placed (or last moved or confirmed) on. */
  version: number;
  spot: PinSpot;
  title: string;
  category: PinCategory;
  status: PinStatus;
  assignee: PinAssignee | null;
  /** YYYY-MM-DD (Toronto), or null. */
  dueDate: string | null;
  description: string | null;
  /** S3 keys of the pin's photos. */
  photos: string[];
  createdBy: { id: string; name: string };
  createdAt: string;
  updatedAt: string;
  /** Set when a newer version of the file was uploaded: "check position on v{n}", until confirmed or moved. */
  checkPositionOn: number | null;
  /** Past its due date and not closed (Toronto day of the answer). */
  overdue: boolean;
}

export interface PinsPage {
  pins: Pin[];
  nextCursor: string | null;
}

/** A user a pin may be assigned to. */
export interface PinAssignee {
  id: string;
  name: string;
}

/** A comment on a pin (docs/data-model.md#pin-comments). */
export interface PinComment {
  _id: string;
  pinId: string;
  text: string;
  author: { id: string; name: string };
  createdAt: string;
}

/** A page of a pin's comments, oldest first. */
export interface PinCommentsPage {
  comments: PinComment[];
  nextCursor: string | null;
}

/** A photo of a pin (docs/data-model.md#pin-photos), with short-lived URLs. */
export interface PinPhoto {
  _id: string;
  pinId: string;
  filename: string;
  contentType: string;
  size: number;
  addedBy: { id: string; name: string };
  addedAt: string;
  /** Short-lived: the photo, and its small JPEG (the photo itself when the browser made none). */
  url: string;
  thumbnailUrl: string;
}

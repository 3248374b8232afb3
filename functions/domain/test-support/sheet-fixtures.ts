/**
 * A sheet for the unit tests of what is placed on one (markups, pins): A-101.pdf, version 1, in the Drawings
 * folder of project P1's plan area, in the in-memory document store; and the two instants those tests use.
 */
import { store } from './document-store.ts';

export const SHEET = '01JD0000000000000000000001';
export const NOW = new Date('2026-11-23T15:00:00.000Z');
export const LATER = new Date('2026-11-24T15:00:00.000Z');

/** Empties the document store and puts the sheet back in it. */
export function resetToSheet(): void {
  store.reset();
  store.addFile(SHEET, 'A-101.pdf', store.addFolder('01JD00000000000000000000F1', 'Drawings'));
}

// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pin, PinPhoto } from '#shared/models/pins.ts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { clearSession, signIn } from '../../../lib/session.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { PinPhotos } from './pin-photos.tsx';

/** The pin's photos as the list answers them (read again whenever the list is shown). */
let listed: PinPhoto[] = [];
vi.mock('../api/pin-photos.ts', () => ({
  usePinPhotos: () => ({ data: listed, isError: false }),
  useRemovePinPhoto: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));

const PIN = { _id: 'PIN1', projectId: 'P1', module: 'plan', fileId: 'F1', title: 'Leak at C4' } as Pin;
const photo = (id: string): PinPhoto => ({
  _id: id,
  pinId: PIN._id,
  filename: `${id}.jpg`,
  contentType: 'image/jpeg',
  size: 1000,
  addedBy: { id: 'U2', name: 'Olive Office' },
  addedAt: '2026-11-28T12:00:00.000Z',
  url: `https://files.example/${id}`,
  thumbnailUrl: `https://files.example/${id}.thumbnail.jpg`,
});

const photos = () => (
  <ToastProvider>
    <PinPhotos pin={PIN} waiting={[]} mayAdd={false} mayRemoveAny />
  </ToastProvider>
);

beforeEach(() => {
  signIn({ token: 't', role: 'pm', email: 'p@example.com', userId: 'U1', name: 'Pat', allowedProjects: ['P1'] });
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('PinPhotos', () => {
  it('R2-PHOTO1: the larger view of a photo that the list no longer has (removed meanwhile) closes', () => {
    listed = [photo('A'), photo('B')];
    const { rerender, client } = renderWithQuery(photos());
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge photo 2' }));
    const enlarged = screen.getByTestId('pin-photo-enlarged') as HTMLImageElement;
    expect(enlarged.getAttribute('src')).toBe('https://files.example/B');

    // Read again: B was removed by someone else, A's URL renewed.
    listed = [{ ...photo('A'), url: 'https://files.example/A?renewed' }];
    rerender(<QueryClientProvider client={client}>{photos()}</QueryClientProvider>);
    expect(screen.queryByTestId('pin-photo-enlarged')).toBeNull();

    // The photo still listed shows at its current URL.
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge photo 1' }));
    expect(screen.getByTestId('pin-photo-enlarged').getAttribute('src')).toBe('https://files.example/A?renewed');
  });
});

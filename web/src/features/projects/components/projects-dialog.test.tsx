// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedText } from '../../../lib/testing/field-state.ts';
import { renderWithQuery } from '../../../lib/testing/render-with-query.tsx';
import { ProjectsDialog } from './projects-dialog.tsx';

vi.mock('../api/get-projects.ts', () => ({
  useProjects: () => ({
    isPending: false,
    isError: false,
    data: [{ _id: 'P1', name: 'Harbour', description: 'Pier works', status: 'active' }],
  }),
}));

afterEach(cleanup);

describe('ProjectsDialog', () => {
  it('Create New Project: a blank name gets its own message and focus', async () => {
    renderWithQuery(<ProjectsDialog userId="U" onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add New Project' }));
    const name = screen.getByLabelText('Project Name');
    fireEvent.input(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Project' }));

    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(name)).toBe('Project name is required');
    expect(document.activeElement).toBe(name);
  });

  it('Edit: a description over the limit gets its own message', async () => {
    renderWithQuery(<ProjectsDialog userId="U" onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Harbour' }));
    const description = screen.getByLabelText('Description');
    fireEvent.input(description, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(description)).toMatch(/^Description must be at most 2000 characters/);
    expect(screen.getByLabelText('Project Name').getAttribute('aria-invalid')).toBeNull();
  });
});

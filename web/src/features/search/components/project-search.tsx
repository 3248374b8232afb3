/**
 * The search box at the top of every screen inside a project (docs/requirements.md#project-search):
 * results come as the person types (after a short pause), grouped by kind, each with where it is; a
 * result opens its place (web/src/lib/search-targets.ts). Escape or a click elsewhere closes the list.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchResult } from '#shared/models/search.ts';
import type { Role } from '#shared/roles.ts';
import { CUT_NOTE, searchMessage } from '#shared/search.ts';
import { StatusText } from '../../../components/ui/status-text.tsx';
import { serverMessageOr } from '../../../lib/api-client.ts';
import { KIND_LABELS, searchTarget } from '../../../lib/search-targets.ts';
import { setSelectedScenario } from '../../../lib/session.ts';
import { useProjectSearch } from '../api/search-project.ts';
import './project-search.css';

const PAUSE_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function ProjectSearch({ projectId, role }: { projectId: string; role: Role }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const settled = useDebounced(text.trim(), PAUSE_MS);
  const refusal = searchMessage(settled);
  const searchable = refusal === undefined;
  const navigate = useNavigate();
  const listId = useId();
  const box = useRef<HTMLElement>(null);

  const results = useProjectSearch(projectId, settled, searchable);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const choose = (result: SearchResult) => {
    const target = searchTarget(result, projectId, role);
    setSelectedScenario(target.scenario);
    setOpen(false);
    navigate(target.to);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };

  const groups = results.data?.groups ?? [];
  const showList = open && text.trim() !== '';
  return (
    <search className="project-search" ref={box} onKeyDown={onKeyDown}>
      <label className="sr-only" htmlFor={`${listId}-input`}>
        Search this project
      </label>
      <input
        id={`${listId}-input`}
        className="project-search__input"
        type="search"
        placeholder="Search files, folders, tasks, notes"
        autoComplete="off"
        value={text}
        // Only while the results are drawn: aria-controls must name an element that is there.
        aria-controls={showList ? listId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        data-testid="project-search"
      />
      {showList ? (
        <div className="project-search__panel" id={listId} data-testid="search-results">
          {!searchable ? (
            <StatusText>{refusal}</StatusText>
          ) : results.isError ? (
            <p className="project-search__error" role="alert">
              {serverMessageOr(results.error, 'Search failed. Please try again.')}
            </p>
          ) : results.isPending || settled !== text.trim() ? (
            <StatusText>Searching...</StatusText>
          ) : groups.length === 0 ? (
            <StatusText>Nothing found for “{settled}”.</StatusText>
          ) : (
            <>
              {groups.map((group) => (
                <section key={group.kind} className="project-search__group" aria-label={KIND_LABELS[group.kind]}>
                  <h2 className="project-search__kind">{KIND_LABELS[group.kind]}</h2>
                  <ul>
                    {group.results.map((result) => (
                      <li key={result.id}>
                        <button
                          type="button"
                          className="project-search__result"
                          onClick={() => choose(result)}
                          data-result-id={result.id}
                        >
                          <span className="project-search__name">{result.name}</span>
                          <span className="project-search__place">
                            {result.place}
                            {result.detail ? ` · ${result.detail}` : ''}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {results.data?.cut ? <p className="muted">{CUT_NOTE}</p> : null}
              {results.data?.more ? (
                <p className="muted">More matched than are shown: add a word to narrow the search.</p>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </search>
  );
}

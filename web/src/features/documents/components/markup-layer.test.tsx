// @vitest-environment happy-dom

import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarkupShape } from '#shared/schemas/markups.ts';
import { MarkupLayer, shapeOf } from './markup-layer.tsx';

afterEach(cleanup);

const LETTER = { width: 612, height: 792 };

describe('a new shape takes the chosen stroke width', () => {
  it('every tool writes the width it is given', () => {
    const look = { colour: 'green', width: 8 } as const;
    const [a, b] = [
      { x: 10, y: 20 },
      { x: 110, y: 70 },
    ];
    const made = [
      shapeOf('cloud', [a, b], look, '', true),
      shapeOf('arrow', [a, b], look, '', true),
      shapeOf('rectangle', [a, b], look, '', true),
      shapeOf('dimension', [a, b], look, '', true),
      shapeOf('freehand', [a, b], look, '', true),
      shapeOf('text', [a], look, 'Note', true),
    ];
    expect(made.map((s) => [s?.kind, s?.width, s?.colour])).toEqual(
      ['cloud', 'arrow', 'rectangle', 'dimension', 'freehand', 'text'].map((kind) => [kind, 8, 'green']),
    );
  });

  it('the layer adds a shape drawn by keyboard at its width, and strokes saved shapes at theirs', () => {
    const onAdd = vi.fn<(shape: MarkupShape) => void>();
    const thin: MarkupShape = {
      kind: 'rectangle',
      colour: 'red',
      width: 1,
      from: { x: 1, y: 1 },
      to: { x: 50, y: 50 },
    };
    const { getByTestId } = render(
      <MarkupLayer
        markups={[]}
        shapes={[thin]}
        page={LETTER}
        view={{ scale: 1, rotation: 0 }}
        drawing
        tool="arrow"
        colour="blue"
        width={4}
        words=""
        onAdd={onAdd}
        onLeave={() => undefined}
      />,
    );
    expect(getByTestId('markup-new-shape').querySelector('path')?.getAttribute('stroke-width')).toBe('1');
    const layer = getByTestId('markup-layer');
    fireEvent.keyDown(layer, { key: 'Enter' });
    fireEvent.keyDown(layer, { key: 'ArrowRight' });
    fireEvent.keyDown(layer, { key: 'Enter' });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({ kind: 'arrow', colour: 'blue', width: 4 });
  });
});

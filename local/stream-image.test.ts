import { unmarshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { repairImage } from './stream-image.ts';

describe('a stream image from DynamoDB Local', () => {
  it('CI-S2: an empty map sent without its type reads as an empty map, also inside maps and lists', () => {
    // As DynamoDB Local 3.x sent a daily log saved with no weather (the record that stopped the index).
    const image = {
      weather: {},
      crew: { L: [] },
      nested: { M: { inner: {}, list: { L: [{}, { S: 'x' }] } } },
      status: { S: 'draft' },
    };
    expect(() => unmarshall(image as never)).toThrow('No value defined');
    expect(unmarshall(repairImage(image as never))).toEqual({
      weather: {},
      crew: [],
      nested: { inner: {}, list: [{}, 'x'] },
      status: 'draft',
    });
  });

  it('leaves a well-formed image as it is', () => {
    const image = { PK: { S: 'PROJECT#1' }, n: { N: '2' }, m: { M: { a: { BOOL: true } } }, z: { NULL: true } };
    expect(repairImage(image)).toEqual(image);
  });
});

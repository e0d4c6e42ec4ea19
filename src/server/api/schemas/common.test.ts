import { describe, expect, it } from 'vitest';
import { bool, integer, route, shapeOf, successOf, text } from './common';

interface Sample {
  id: number;
  name: string;
  note?: string;
}

describe('route schema building blocks', () => {
  it('shapeOf requires the fields the type does not mark optional', () => {
    expect(shapeOf<Sample>({ id: integer, name: text, note: text }, ['note'])).toEqual({
      type: 'object',
      properties: { id: integer, name: text, note: text },
      required: ['id', 'name'],
    });
  });

  it('shapeOf does not compile while a field of the type is missing or unknown', () => {
    // @ts-expect-error -- `name` is missing
    shapeOf<Sample>({ id: integer, note: text });
    // @ts-expect-error -- `extra` is not a field of Sample
    shapeOf<Sample>({ id: integer, name: text, note: text, extra: bool });
    // @ts-expect-error -- `name` is not optional in Sample
    shapeOf<Sample>({ id: integer, name: text, note: text }, ['name']);
  });

  it('successOf adds success: true and route declares the failures any route may send', () => {
    const schema = route({
      summary: 'x',
      tags: ['t'],
      ok: { 200: successOf<{ success: true; done: boolean }>({ done: bool }) },
      fails: [404],
    });
    expect(schema.response[200]).toMatchObject({ required: ['success', 'done'] });
    expect(Object.keys(schema.response).sort()).toEqual(['200', '400', '404', '413', '415', '500']);
  });
});

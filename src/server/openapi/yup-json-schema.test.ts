import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { profileSaveSchema, registerSchema } from '../../protocol/account';
import { deckListQuerySchema, resyncDeckSchema, saveDeckSchema } from '../../protocol/deck-schemas';
import { lobbyNoticeSchema } from '../../protocol/lobby-notice';
import { jsonSchemaOf } from './yup-json-schema';

const ajv = new Ajv({ strict: false });

describe('jsonSchemaOf', () => {
  it('carries types, required fields, lengths and patterns over', () => {
    expect(jsonSchemaOf(registerSchema)).toEqual({
      type: 'object',
      required: ['username', 'email', 'password'],
      properties: {
        username: { type: 'string', minLength: 3, maxLength: 15, pattern: '^[A-Za-z0-9_-]+$' },
        email: {
          type: 'string',
          maxLength: 254,
          format: 'email',
          pattern: expect.stringContaining('@'),
        },
        password: { type: 'string', minLength: 6, maxLength: 200 },
      },
    });
  });

  it('describes lists, whole numbers, bounds, nullable fields and scalar defaults', () => {
    const deck = jsonSchemaOf(saveDeckSchema);
    expect(deck.properties?.phoenixborn).toMatchObject({
      type: 'array',
      minItems: 1,
      maxItems: 1,
      items: {
        type: 'object',
        required: ['id'],
        properties: { count: { type: 'integer', minimum: 1, maximum: 1, default: 1 } },
      },
    });
    expect(deck.properties?.format).toEqual({ type: ['string', 'null'], maxLength: 30 });
    expect(deck.properties?.dicepool?.items?.properties?.magic?.enum).toContain('ceremonial');
    expect(jsonSchemaOf(resyncDeckSchema).properties).toMatchObject({
      deckId: { type: 'integer', exclusiveMinimum: 0 },
      resync: { type: 'boolean', enum: [true] },
    });
    expect(jsonSchemaOf(deckListQuerySchema).properties?.sortDir).toEqual({
      type: 'string',
      enum: ['asc', 'desc'],
      default: 'desc',
    });
    expect(jsonSchemaOf(lobbyNoticeSchema).required).toEqual(['message', 'type']);
  });

  it('leaves out a case-insensitive pattern rather than describe a stricter rule', () => {
    const background =
      jsonSchemaOf(profileSaveSchema).properties?.data?.properties?.settings?.properties
        ?.background;
    expect(background).toEqual({ type: 'string', maxLength: 60 });
    expect(jsonSchemaOf(yup.string().matches(/^a+$/)).pattern).toBe('^a+$');
  });

  it('accepts what yup accepts and refuses what it refuses for the shapes it can say', async () => {
    const validate = ajv.compile(jsonSchemaOf(registerSchema));
    const samples: unknown[] = [
      { username: 'player_1', email: 'a@b.example', password: 'secret1' },
      { username: 'pl', email: 'a@b.example', password: 'secret1' },
      { username: 'player 1', email: 'a@b.example', password: 'secret1' },
      { username: 'player', email: 'not-an-email', password: 'secret1' },
      { username: 'player', email: 'a@b.example', password: 'short' },
      { username: 'player', email: 'a@b.example' },
    ];
    for (const sample of samples) {
      const yupAccepts = await registerSchema.isValid(sample, { strict: true });
      expect(validate(sample), JSON.stringify(sample)).toBe(yupAccepts);
    }
  });
});

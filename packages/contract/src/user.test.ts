import { describe, expect, it } from 'vitest';
import { photoURLRule, userSchemas } from './user';

const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];
const PHOTO_URL_RULE = photoURLRule(LOCAL_HOSTS);
/** The schema as the API checks it on a local stack, where the demo avatars are served over http. */
const userInputSchema = userSchemas(LOCAL_HOSTS).input;

const messages = (input: unknown) => {
  const result = userInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('userInputSchema', () => {
  it('accepts what Firebase Auth reports, nulls included, and trims text', () => {
    expect(
      userInputSchema.parse({
        email: ' ayesha@example.com ',
        name: ' Ayesha ',
        photoURL: null,
        creationTime: 'Sat, 22 Nov 2026 02:51:24 GMT',
        lastSignInTime: 'Sat, 22 Nov 2026 03:00:00 GMT',
      }),
    ).toEqual({
      email: 'ayesha@example.com',
      name: 'Ayesha',
      creationTime: 'Sat, 22 Nov 2026 02:51:24 GMT',
      lastSignInTime: 'Sat, 22 Nov 2026 03:00:00 GMT',
    });
    expect(userInputSchema.parse({})).toEqual({});
    expect(userInputSchema.parse({ photoURL: '' })).toEqual({ photoURL: '' });
    for (const photoURL of [
      'https://example.com/me.png',
      'http://127.0.0.1:5000/avatars/ayesha.svg',
      'http://localhost:5000/a.png',
    ]) {
      expect(userInputSchema.parse({ photoURL }), photoURL).toEqual({ photoURL });
    }
  });

  it('refuses unknown fields and bad values, naming the field', () => {
    expect(messages({ uid: 'someone' })).toEqual(['Unknown field: uid']);
    for (const photoURL of [
      'ftp://example.com/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://example.com/a.png',
      '/avatars/a.svg',
      'https//example.com',
    ]) {
      expect(messages({ photoURL }), photoURL).toEqual([PHOTO_URL_RULE]);
    }
    expect(messages({ name: '  ' })).toEqual(['Name must not be blank']);
    expect(messages({ email: 'nope' })).toEqual(['Email must be a valid email address']);
    expect(messages({ lastSignInTime: 'soon' })).toEqual(['lastSignInTime must be a date']);
  });

  it('takes http photos on no host at all in production, and says so', () => {
    const production = userSchemas([]).input;
    const refused = production.safeParse({ photoURL: 'http://127.0.0.1:5000/avatars/ayesha.svg' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.message)).toEqual([
      'Photo URL must be an https address',
    ]);
    expect(production.parse({ photoURL: 'https://example.com/me.png' })).toEqual({
      photoURL: 'https://example.com/me.png',
    });
  });
});

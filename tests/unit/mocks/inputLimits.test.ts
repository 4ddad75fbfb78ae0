/**
 * Limits on input (issue 27, item 9) hold the same in three places: the documents' `maxLength` and
 * `pattern` of each request field, the forms' rule (src/shared/forms/textRules.ts) and the mock
 * backend, which refuses in each service's error shape. And a stale address write (item 6) is
 * refused by the mock with 409 `profile_changed`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile } from '@sdk/account/model';
import { mockServer } from '@mocks/node.ts';
import { type CharacterSet, TEXT_LIMITS, textProblem } from '@/shared/forms/textRules.ts';
import { loadDocument, type Document } from '../../../scripts/contract/documents.ts';
import { type MockSession, type ServiceName, signInAs } from './mockClient.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

let documents: Record<'account' | 'license', Document>;
beforeAll(async () => {
  documents = { account: await loadDocument('account'), license: await loadDocument('license') };
});

interface LimitedField {
  service: 'account' | 'license';
  schema: string;
  property: string;
  limit: keyof typeof TEXT_LIMITS;
  characters: CharacterSet;
  /** The operation that sends it, with an otherwise valid body. */
  method: string;
  path: (userId: number) => string;
  body: (session: MockSession) => Record<string, unknown>;
}

const PASSWORDS = {
  oldPassword: 'wrong-horse',
  newPassword: 'battery-staple-42',
  confirmPassword: 'battery-staple-42',
};
const address = {
  addressCountryCode: 'SE',
  addressLine1: 'Götgatan 78',
  addressLine2: null,
  addressZip: '118 30',
  addressCity: 'Stockholm',
  addressState: null,
};
const addressPut = {
  method: 'PUT',
  path: (id: number) => `/api/account/${id}`,
  body: () => address,
};
const passwordPut = {
  method: 'PUT',
  path: (id: number) => `/account/${id}/change-password`,
  body: () => PASSWORDS,
};
const otpPost = {
  method: 'POST',
  path: (id: number) => `/api/account/${id}/email/otp`,
  body: () => ({ newEmail: 'new@example.org', passwordConfirmation: 'wrong-horse' }),
};
const emailPatch = {
  method: 'PATCH',
  path: (id: number) => `/api/account/${id}/email`,
  body: () => ({ oldEmail: 'old@example.org', newEmail: 'new@example.org', otp: '000000' }),
};

const FIELDS: LimitedField[] = [
  ...(['addressLine1', 'addressLine2'] as const).map((property) => ({
    service: 'account' as const,
    schema: 'AddressUpdate',
    property,
    limit: 'addressLine' as const,
    characters: 'text' as const,
    ...addressPut,
  })),
  ...(
    [
      ['addressCity', 'addressCity'],
      ['addressZip', 'addressZip'],
      ['addressState', 'addressState'],
    ] as const
  ).map(([property, limit]) => ({
    service: 'account' as const,
    schema: 'AddressUpdate',
    property,
    limit,
    characters: 'text' as const,
    ...addressPut,
  })),
  {
    service: 'account',
    schema: 'AddressUpdate',
    property: 'companyName',
    limit: 'companyName',
    characters: 'text',
    ...addressPut,
  },
  ...(['oldPassword', 'newPassword', 'confirmPassword'] as const).map((property) => ({
    service: 'account' as const,
    schema: 'PasswordChange',
    property,
    limit: 'password' as const,
    characters: 'password' as const,
    ...passwordPut,
  })),
  {
    service: 'account',
    schema: 'PasswordCheckRequest',
    property: 'password',
    limit: 'password',
    characters: 'password',
    method: 'POST',
    path: () => '/account/api/check/password',
    body: (session) => ({ user_id: session.userId, password: 'wrong-horse' }),
  },
  {
    service: 'account',
    schema: 'EmailVerificationRequest',
    property: 'email',
    limit: 'email',
    characters: 'text',
    method: 'POST',
    path: () => '/account/verify-email',
    body: () => ({ email: 'someone@example.org' }),
  },
  {
    service: 'account',
    schema: 'EmailChangeOtpRequest',
    property: 'newEmail',
    limit: 'email',
    characters: 'text',
    ...otpPost,
  },
  {
    service: 'account',
    schema: 'EmailChangeOtpRequest',
    property: 'passwordConfirmation',
    limit: 'password',
    characters: 'password',
    ...otpPost,
  },
  ...(['oldEmail', 'newEmail'] as const).map((property) => ({
    service: 'account' as const,
    schema: 'EmailChange',
    property,
    limit: 'email' as const,
    characters: 'text' as const,
    ...emailPatch,
  })),
  {
    service: 'account',
    schema: 'EmailChange',
    property: 'otp',
    limit: 'oneTimeCode',
    characters: 'text',
    ...emailPatch,
  },
  {
    service: 'license',
    schema: 'LicenseTransfer',
    property: 'new_owner_email',
    limit: 'email',
    characters: 'text',
    method: 'POST',
    path: () => '/public/license/transfer',
    body: () => ({ new_owner_email: 'jonas@example.org', license_numbers: ['RS-NONE-0000'] }),
  },
];

const label = (field: LimitedField) => `${field.schema}.${field.property}`;

function documented(field: LimitedField): { maxLength?: number; pattern?: string } {
  const schemas = documents[field.service].components?.schemas ?? {};
  const properties = (schemas[field.schema] as { properties?: Record<string, object> }).properties;
  return properties?.[field.property] ?? {};
}

/** A value of exactly `length` characters the field's format accepts. */
function valueOf(field: LimitedField, length: number): string {
  if (field.limit !== 'email') return 'a'.repeat(length);
  const domain = '.example';
  return `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - domain.length)}${domain}`;
}

/** Controls (NUL, tab, line feed, DEL, C1), zero-width and bidi characters, and what stays allowed. */
const CHARACTERS = [
  '\u0000',
  '\u0009',
  '\u000A',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009F',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u202A',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u200E',
  '\u00A0',
  'é',
  '🏠',
];
const codeOf = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** What the mock said about the field: the message under its name, or in the transfer's reason. */
async function refusalOf(
  session: MockSession,
  field: LimitedField,
  value: string,
): Promise<string | null> {
  const body = { ...field.body(session), [field.property]: value };
  const response = await session.call(
    field.service as ServiceName,
    field.method,
    field.path(session.userId),
    {
      body,
    },
  );
  if (response.status !== 400) return null;
  const answer = (await response.json()) as Record<string, unknown>;
  if (field.service === 'license') {
    const { errors, code } = answer as { errors: { reason: string }; code: string };
    const prefix = `${field.property}: `;
    if (!errors.reason.startsWith(prefix)) return null;
    expect(code).toBe('invalid_request');
    return errors.reason.slice(prefix.length);
  }
  // A field the operation's error schema does not name is refused under nonFieldErrors.
  const prefix = `${field.property}: `;
  const nonField = (answer.nonFieldErrors as string[] | undefined)?.find((message) =>
    message.startsWith(prefix),
  );
  return (
    (answer[field.property] as string[] | undefined)?.[0] ?? nonField?.slice(prefix.length) ?? null
  );
}

/** The limits' own refusals, not the operation's business rules (a wrong password ...). */
const LIMIT_MESSAGE =
  /^(Ensure this field has no more than|This field may not contain|Null characters)/;

describe('limits on input: the documents, the forms and the mock agree', () => {
  it.each(FIELDS.map((field) => [label(field), field] as const))(
    '%s: the document’s maxLength is the forms’ limit',
    (_, field) => {
      expect(documented(field).maxLength).toBe(TEXT_LIMITS[field.limit]);
    },
  );

  it.each(FIELDS.map((field) => [label(field), field] as const))(
    '%s: the document’s pattern refuses the characters the forms refuse',
    (_, field) => {
      const pattern = new RegExp(documented(field).pattern ?? '', 'u');
      for (const character of CHARACTERS) {
        const value = `a${character}b`;
        const formAccepts =
          textProblem(value, { maxLength: 10, characters: field.characters }) === null;
        expect([codeOf(character), pattern.test(value)]).toEqual([codeOf(character), formAccepts]);
      }
    },
  );

  it.each(FIELDS.map((field) => [label(field), field] as const))(
    '%s: the mock takes the limit, refuses one more and the refused characters',
    async (_, field) => {
      const session = await signInAs('monthly-active');
      const limit = TEXT_LIMITS[field.limit];
      const atLimit = await refusalOf(session, field, valueOf(field, limit));
      expect(LIMIT_MESSAGE.test(atLimit ?? '')).toBe(false);
      expect(await refusalOf(session, field, valueOf(field, limit + 1))).toBe(
        `Ensure this field has no more than ${limit} characters.`,
      );
      for (const character of CHARACTERS) {
        const refusal = await refusalOf(session, field, `a${character}b@example.org`);
        const formAccepts =
          textProblem(`a${character}b`, { maxLength: 10, characters: field.characters }) === null;
        expect([codeOf(character), LIMIT_MESSAGE.test(refusal ?? '')]).toEqual([
          codeOf(character),
          !formAccepts,
        ]);
      }
    },
  );

  it('a required field of only whitespace is refused as blank', async () => {
    const session = await signInAs('monthly-active');
    const field = (property: string) => {
      const found = FIELDS.find((candidate) => candidate.property === property);
      if (!found) throw new Error(`no field ${property}`);
      return found;
    };
    expect(await refusalOf(session, field('addressLine1'), ' \u00A0 ')).toBe(
      'This field may not be blank.',
    );
    expect(await refusalOf(session, field('newPassword'), '   ')).toBe(
      'This field may not be blank.',
    );
  });
});

describe('a stale address write is refused (409 profile_changed)', () => {
  const profilePath = (session: MockSession) => `/api/account/${session.userId}`;
  const read = (session: MockSession) =>
    session.json<AccountProfile>('account', 'GET', profilePath(session));
  const put = (session: MockSession, body: Record<string, unknown>) =>
    session.call('account', 'PUT', profilePath(session), { body: { ...address, ...body } });

  it('the version changes with the profile, and a write from an older one changes nothing', async () => {
    const session = await signInAs('monthly-active');
    const { version: first } = await read(session);
    expect(first).toMatch(/^[0-9a-f]{8}$/);
    expect((await read(session)).version).toBe(first);

    const saved = await put(session, { addressCity: 'Uppsala', version: first });
    expect(saved.status).toBe(200);
    const { version: second, addressCity } = (await saved.json()) as AccountProfile;
    expect(addressCity).toBe('Uppsala');
    expect(second).not.toBe(first);

    const stale = await put(session, { addressCity: 'Malmö', version: first });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      detail: expect.stringMatching(/changed after it was read/),
      code: 'profile_changed',
    });
    expect(await read(session)).toMatchObject({ addressCity: 'Uppsala', version: second });
  });

  it('without a version the last write wins, as before', async () => {
    const session = await signInAs('monthly-active');
    await put(session, { addressCity: 'Uppsala' });
    const saved = await put(session, { addressCity: 'Lund' });
    expect(saved.status).toBe(200);
    expect(await read(session)).toMatchObject({ addressCity: 'Lund' });
  });

  it('a change of the e-mail address moves the version on as well', async () => {
    const session = await signInAs('monthly-active');
    const { version, email } = await read(session);
    const newEmail = 'moved@example.org';
    await session.call('account', 'POST', `/api/account/${session.userId}/email/otp`, {
      body: { newEmail, passwordConfirmation: 'correct-horse' },
    });
    const changed = await session.json<AccountProfile>(
      'account',
      'PATCH',
      `/api/account/${session.userId}/email`,
      { oldEmail: email, newEmail, otp: '123456' },
    );
    expect(changed.version).not.toBe(version);
    expect((await put(session, { version })).status).toBe(409);
  });
});

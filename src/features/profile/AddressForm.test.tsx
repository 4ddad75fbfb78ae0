import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetAccountProfileQueryKey } from '@sdk/account/operations/getAccountProfile.ts';
import { getGetMeQueryKey } from '@sdk/account/operations/getMe.ts';
import type { User } from '@sdk/account/model';
import { db } from '@mocks/db/collections.ts';
import { answer, answerWith, recordRequests } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';
import { profileWith } from './testing/profiles.ts';

useMockBackend();

async function openAddress() {
  const app = renderApp('/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5_000 });
  const section = within(screen.getByRole('region', { name: 'Postal address' }));
  await app.user.click(section.getByRole('button', { name: /^(Edit address|Add an address)$/ }));
  const form = within(await screen.findByRole('form', { name: 'Postal address' }));
  const field = (label: string) => form.getByLabelText(label);
  const replace = async (label: string, value: string) => {
    await app.user.clear(field(label));
    if (value) await app.user.type(field(label), value);
  };
  const chooseCountry = (name: string) => app.user.selectOptions(field('Country'), name);
  const save = () => app.user.click(form.getByRole('button', { name: 'Save address' }));
  return { ...app, section, form, field, replace, chooseCountry, save };
}

const recordSaves = () => recordRequests('updateAccountAddress');

const refuse = (body: Record<string, unknown>, status = 400) =>
  answerWith('updateAccountAddress', status, body);

describe('AddressForm', () => {
  it('saves the address with the two-letter country code and keeps the server’s answer', async () => {
    const saves = recordSaves();
    const { section, replace, chooseCountry, save, queryClient } = await openAddress();
    await chooseCountry('Norway');
    await replace('Address line 1', 'Karl Johans gate 5');
    await replace('Address line 2', '');
    await replace('ZIP / postal code', '0154');
    await replace('City', 'Oslo');
    await replace('State / province', '');
    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Address savedYour postal address is up to date.',
    );
    expect(saves).toHaveLength(1);
    expect(await saves[0]?.json()).toEqual({
      addressCountryCode: 'NO',
      addressLine1: 'Karl Johans gate 5',
      addressLine2: null,
      addressZip: '0154',
      addressCity: 'Oslo',
      addressState: null,
      // A private customer: no business details (null keeps none saved).
      companyName: null,
      vatId: null,
      // The version of the profile the form was filled from.
      version: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
    const { userId } = queryClient.getQueryData<User>(getGetMeQueryKey()) ?? { userId: 0 };
    expect(queryClient.getQueryData(getGetAccountProfileQueryKey(userId))).toMatchObject({
      addressCountryCode: 'NO',
      addressLine1: 'Karl Johans gate 5',
      addressCity: 'Oslo',
    });
    // The form leaves; the section shows what was saved, and the focus is back on its button.
    expect(screen.queryByRole('form', { name: 'Postal address' })).not.toBeInTheDocument();
    for (const line of ['Karl Johans gate 5', '0154 Oslo', 'Norway']) {
      expect(section.getByText(line)).toBeInTheDocument();
    }
    expect(section.getByRole('button', { name: 'Edit address' })).toHaveFocus();
  });

  it.each([
    ['two-letter', 'DE', 'Germany'],
    ['three-letter', 'NOR', 'Norway'],
  ])('preselects the %s guessed country when no address is saved', async (_, code, name) => {
    answerWith(
      'getAccountProfile',
      200,
      profileWith({
        addressCountryCode: null,
        autoCountryCode: code,
        addressLine1: null,
        addressZip: null,
        addressCity: null,
      }),
    );
    const { field } = await openAddress();
    expect(field('Country')).toHaveDisplayValue(name);
    expect(field('Address line 1')).toHaveValue('');
  });

  it('names and orders the countries in the language the header switches to, the choice kept', async () => {
    const { user, form, field, chooseCountry } = await openAddress();
    const firstCountries = (label: string) =>
      within(field(label))
        .getAllByRole('option')
        .slice(1, 4)
        .map((option) => option.textContent);
    await chooseCountry('Norway');
    expect(firstCountries('Country')).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);

    const header = within(screen.getByRole('banner'));
    await user.selectOptions(header.getByRole('combobox', { name: 'Language' }), 'de');
    await form.findByLabelText('Land', undefined, { timeout: 15_000 });
    expect(field('Land')).toHaveDisplayValue('Norwegen');
    expect(field('Land')).toHaveValue('NOR');
    expect(firstCountries('Land')).toEqual(['Afghanistan', 'Ägypten', 'Ålandinseln']);
    window.localStorage.clear();
  });

  it('shows the saved country rather than the guess', async () => {
    answerWith(
      'getAccountProfile',
      200,
      profileWith({ addressCountryCode: 'SE', autoCountryCode: 'DE' }),
    );
    const { field } = await openAddress();
    expect(field('Country')).toHaveDisplayValue('Sweden');
    expect(field('Address line 1')).toHaveValue('Götgatan 1');
  });

  it('shows refused fields beside themselves and keeps what was typed', async () => {
    refuse({
      addressZip: ['Enter a valid ZIP code.'],
      addressCountryCode: ['We do not ship to this country.'],
    });
    const { field, replace, chooseCountry, save } = await openAddress();
    await chooseCountry('Norway');
    await replace('ZIP / postal code', 'ABC');
    await save();

    await waitFor(() =>
      expect(field('ZIP / postal code')).toHaveAccessibleDescription('Enter a valid ZIP code.'),
    );
    expect(field('Country')).toHaveAccessibleDescription('We do not ship to this country.');
    expect(field('ZIP / postal code')).toHaveValue('ABC');
    expect(field('Country')).toHaveDisplayValue('Norway');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The server listed the ZIP code first; the country comes first on the page.
    expect(field('Country')).toHaveFocus();
  });

  it('shows a refusal of the whole address above the button', async () => {
    refuse({ nonFieldErrors: ['This address could not be verified.'] });
    const { replace, save, field } = await openAddress();
    await replace('City', 'Nowhere');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This address could not be verified.',
    );
    expect(field('City')).toHaveValue('Nowhere');
  });

  it('shows the general message when the server fails', async () => {
    refuse({ detail: 'boom' }, 500);
    const { save } = await openAddress();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
  });

  it('opens with the focus in its first field, and Cancel leaves the saved address as it was', async () => {
    answerWith('getAccountProfile', 200, profileWith({}));
    const saves = recordSaves();
    const { section, field, replace, user } = await openAddress();
    expect(field('Country')).toHaveFocus();
    await replace('City', 'Bergen');
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Postal address' })).not.toBeInTheDocument();
    expect(section.getByText('116 21 Stockholm')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Edit address' })).toHaveFocus();
    expect(saves).toHaveLength(0);
  });

  it('offers to add an address when none is saved', async () => {
    answerWith(
      'getAccountProfile',
      200,
      profileWith({ addressLine1: null, addressZip: null, addressCity: null }),
    );
    renderApp('/profile');
    const section = within(
      await screen.findByRole('region', { name: 'Postal address' }, { timeout: 5_000 }),
    );
    expect(section.getByText('No postal address saved yet.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Add an address' })).toBeInTheDocument();
  });

  it('checks the required fields before sending anything', async () => {
    const saves = recordSaves();
    const { field, replace, save } = await openAddress();
    await replace('Address line 1', '   ');
    await replace('City', '');
    await save();
    expect(field('Address line 1')).toHaveAccessibleDescription('Enter the street address');
    expect(field('City')).toHaveAccessibleDescription('Enter the city');
    expect(field('Address line 1')).toHaveFocus();
    expect(saves).toHaveLength(0);
  });

  it('refuses what is too long or invisible beside its field, keeping what was typed', async () => {
    const saves = recordSaves();
    const { user, field, replace, save } = await openAddress();
    const longLine = 'x'.repeat(10_000);
    await user.clear(field('Address line 1'));
    await user.click(field('Address line 1'));
    await user.paste(longLine);
    await replace('City', 'Stock\u200Bholm');
    await user.clear(field('ZIP / postal code'));
    await user.click(field('ZIP / postal code'));
    await user.paste('118\u202E30');
    await save();

    expect(field('Address line 1')).toHaveAccessibleDescription(
      'Use at most 100 characters: this has 10000.',
    );
    expect(field('ZIP / postal code')).toHaveAccessibleDescription(
      'Remove the text-direction character at position 4 (U+202E).',
    );
    expect(field('City')).toHaveAccessibleDescription(
      'Remove the invisible character at position 6 (U+200B).',
    );
    expect(field('Address line 1')).toHaveValue(longLine);
    expect(field('City')).toHaveValue('Stock\u200Bholm');
    expect(field('Address line 1')).toHaveFocus();
    expect(saves).toHaveLength(0);
  });

  it('asks for a country when none is known', async () => {
    answerWith(
      'getAccountProfile',
      200,
      profileWith({ addressCountryCode: null, autoCountryCode: null }),
    );
    const saves = recordSaves();
    const { field, save } = await openAddress();
    expect(field('Country')).toHaveValue('');
    await save();
    expect(field('Country')).toHaveAccessibleDescription('Choose a country');
    expect(saves).toHaveLength(0);
  });

  it('sends one request for a double click', async () => {
    // The save stays in flight for a moment, as over a real network, then reaches the mock.
    answer('updateAccountAddress', () => delay(150));
    const saves = recordSaves();
    const { user, form, replace } = await openAddress();
    await replace('City', 'Malmö');
    await user.dblClick(form.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Address saved');
    expect(saves).toHaveLength(1);
  });

  describe('an address changed elsewhere since the form was filled', () => {
    it('is not overwritten: the form says what it is now and keeps what was typed', async () => {
      const saves = recordSaves();
      const { form, field, replace, save, queryClient } = await openAddress();
      const { userId } = queryClient.getQueryData<User>(getGetMeQueryKey()) ?? { userId: 0 };
      const typedLine1 = (field('Address line 1') as HTMLInputElement).value;
      await db.users.update((q) => q.where({ userId }), {
        data(user) {
          user.addressLine1 = 'Drottninggatan 5';
          user.addressCity = 'Uppsala';
        },
      });
      await replace('City', 'Malmö');
      await save();

      expect(await form.findByRole('alert')).toHaveTextContent(
        /^Your address was changed in another window: Drottninggatan 5, .*Uppsala.*\. Review it and save again\.$/,
      );
      expect(field('City')).toHaveValue('Malmö');
      expect(field('Address line 1')).toHaveValue(typedLine1);
      expect(db.users.findFirst((q) => q.where({ userId }))).toMatchObject({
        addressLine1: 'Drottninggatan 5',
        addressCity: 'Uppsala',
      });

      // Reviewed: the next Save goes over the address the customer was shown.
      await save();
      expect(await screen.findByText('Address saved')).toBeInTheDocument();
      expect(saves).toHaveLength(2);
      expect(db.users.findFirst((q) => q.where({ userId }))).toMatchObject({
        addressLine1: typedLine1,
        addressCity: 'Malmö',
      });
    });

    it('is saved at once when only something else of the profile changed', async () => {
      const saves = recordSaves();
      const { replace, save, queryClient } = await openAddress();
      const { userId } = queryClient.getQueryData<User>(getGetMeQueryKey()) ?? { userId: 0 };
      await db.users.update((q) => q.where({ userId }), {
        data(user) {
          user.email = 'elsewhere@example.com';
        },
      });
      await replace('City', 'Malmö');
      await save();

      expect(await screen.findByText('Address saved')).toBeInTheDocument();
      expect(saves).toHaveLength(2);
      expect(db.users.findFirst((q) => q.where({ userId }))).toMatchObject({
        addressCity: 'Malmö',
        email: 'elsewhere@example.com',
      });
    });
  });
});

describe('business details (issue 33)', () => {
  it('refuses a VAT ID of the wrong format beside its field, sending nothing and keeping it', async () => {
    const saves = recordSaves();
    const { form, field, replace, chooseCountry, save } = await openAddress();
    await chooseCountry('Netherlands');
    await replace('Company name', 'Studio Noord B.V.');
    await replace('VAT ID', 'NL12345');
    await save();

    expect(await form.findByText(/This is not a valid VAT ID for Netherlands/)).toBeVisible();
    expect(field('VAT ID')).toHaveAccessibleDescription(
      expect.stringContaining('It looks like NL123456789B01.'),
    );
    expect(field('VAT ID')).toHaveValue('NL12345');
    expect(field('VAT ID')).toHaveFocus();
    expect(field('Company name')).toHaveValue('Studio Noord B.V.');
    expect(saves).toHaveLength(0);
  });

  it('asks for the company a VAT ID is registered to', async () => {
    const saves = recordSaves();
    const { form, replace, chooseCountry, save } = await openAddress();
    await chooseCountry('Germany');
    await replace('VAT ID', 'DE123456789');
    await save();
    expect(
      await form.findByText('Enter the company name the VAT ID is registered to'),
    ).toBeVisible();
    expect(saves).toHaveLength(0);
  });

  it('saves the company and the VAT ID, normalized, and shows them with the address', async () => {
    const saves = recordSaves();
    const { section, replace, chooseCountry, save } = await openAddress();
    await chooseCountry('Netherlands');
    await replace('Address line 1', 'Czaar Peterstraat 213');
    await replace('ZIP / postal code', '1018 PL');
    await replace('City', 'Amsterdam');
    await replace('Company name', 'Studio Noord B.V.');
    await replace('VAT ID', 'nl 8590.48236.b01');
    await save();

    expect(await section.findByText('VAT ID: NL859048236B01')).toBeVisible();
    expect(section.getByText('Studio Noord B.V.')).toBeVisible();
    expect(await saves[0]?.json()).toMatchObject({
      addressCountryCode: 'NL',
      companyName: 'Studio Noord B.V.',
      vatId: 'NL859048236B01',
    });
  });

  it('shows the service’s coded refusal in the customer’s words beside the field', async () => {
    refuse({
      vatId: ['Enter a valid VAT ID for NL, starting with NL.'],
      codes: { vatId: 'invalid_vat_id' },
    });
    const { form, field, replace, chooseCountry, save } = await openAddress();
    await chooseCountry('Netherlands');
    await replace('Company name', 'Studio Noord B.V.');
    await replace('VAT ID', 'NL859048236B01');
    await save();

    expect(
      await form.findByText(
        'This VAT ID is not valid for the country of your address. Check it against your VAT registration.',
      ),
    ).toBeVisible();
    expect(field('VAT ID')).toHaveValue('NL859048236B01');
  });
});

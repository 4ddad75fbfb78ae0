/**
 * Business customers (issue 33) in the mock backend: the account service checks a VAT ID's format
 * for the address's country (the portal's rule and the mock's agree), refuses a wrong one with the
 * documented 400 and `codes.vatId`, and a VAT ID of another member state than the seller's makes
 * the previews and invoices reverse-charged, with the company and VAT ID on the invoice's PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile, AddressUpdate } from '@sdk/account/model';
import type { Invoice, PriceBreakdown, RenewalPreview } from '@sdk/subscription/model';
import { mockServer } from '@mocks/node.ts';
import { SELLER_COUNTRY, vatIdRefusal } from '@mocks/db/vatIds.ts';
import { EU_VAT_FORMATS, vatIdProblem } from '@/features/profile/rules/vatId.ts';
import { signInAs, type MockSession } from './mockClient.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

const BERLIN: AddressUpdate = {
  addressCountryCode: 'DE',
  addressLine1: 'Oranienstraße 25',
  addressLine2: null,
  addressZip: '10999',
  addressCity: 'Berlin',
  addressState: null,
};

const saveAddress = (session: MockSession, body: AddressUpdate) =>
  session.call('account', 'PUT', `/api/account/${session.userId}`, { body });

const profileOf = (session: MockSession) =>
  session.json<AccountProfile>('account', 'GET', `/api/account/${session.userId}`);

async function checkoutPreview(session: MockSession): Promise<PriceBreakdown> {
  const query = new URLSearchParams({ plan: 'reasonplusmonthlynt', currency: 'EUR' });
  return session.json<PriceBreakdown>(
    'subscription',
    'GET',
    `/account/${session.userId}/subscriptions/preview?${query.toString()}`,
  );
}

describe('the mock and the portal read VAT IDs alike', () => {
  const CANDIDATES = [
    'ATU12345678',
    'BE0123456789',
    'DE123456789',
    'DE12345678',
    'EL123456789',
    'GR123456789',
    'ESX1234567X',
    'FRAB123456789',
    'FRIO123456789',
    'IE1234567WA',
    'LT123456789012',
    'NL859048236B01',
    'NL859048236001',
    'SE123456789001',
    'SE123456789012',
    'XX123',
  ];
  it.each(Object.keys(EU_VAT_FORMATS))('%s', (country) => {
    for (const vatId of [...CANDIDATES, EU_VAT_FORMATS[country]?.example ?? '']) {
      expect(vatIdRefusal(vatId, country) === null, `${vatId} in ${country}`).toBe(
        vatIdProblem(vatId, country) === null,
      );
    }
  });

  it('outside the EU neither takes one', () => {
    expect(vatIdRefusal('GB123456789', 'GB')).not.toBeNull();
    expect(vatIdProblem('GB123456789', 'GB')).not.toBeNull();
  });
});

describe('the account service saves business details with the address', () => {
  it('refuses a VAT ID of the wrong format with 400, the code under codes.vatId; nothing saved', async () => {
    const lena = await signInAs('trial-eligible');
    const response = await saveAddress(lena, {
      ...BERLIN,
      addressLine1: 'Oranienstraße 26',
      companyName: 'Klangwerk GmbH',
      vatId: 'DE12345',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      vatId: ['Enter a valid VAT ID for DE, starting with DE.'],
      codes: { vatId: 'invalid_vat_id' },
    });
    expect(await profileOf(lena)).toMatchObject({
      addressLine1: 'Oranienstraße 25',
      companyName: null,
      vatId: null,
    });
  });

  it.each([
    ['another country than the address', { vatId: 'NL859048236B01' }],
    ['an address outside the EU', { addressCountryCode: 'NO', vatId: 'NO123456789' }],
  ])('refuses a VAT ID of %s the same way', async (_, change) => {
    const lena = await signInAs('trial-eligible');
    const response = await saveAddress(lena, { ...BERLIN, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ codes: { vatId: 'invalid_vat_id' } });
  });

  it('saves them, keeps them when a body leaves them out, removes them with null', async () => {
    const lena = await signInAs('trial-eligible');
    const business = { companyName: 'Klangwerk GmbH', vatId: 'DE123456789' };
    expect(await (await saveAddress(lena, { ...BERLIN, ...business })).json()).toMatchObject(
      business,
    );
    await saveAddress(lena, { ...BERLIN, addressLine2: 'Hinterhaus' });
    expect(await profileOf(lena)).toMatchObject(business);
    // A VAT ID kept must still be the address's country's.
    expect((await saveAddress(lena, { ...BERLIN, addressCountryCode: 'AT' })).status).toBe(400);
    await saveAddress(lena, { ...BERLIN, companyName: null, vatId: null });
    expect(await profileOf(lena)).toMatchObject({ companyName: null, vatId: null });
  });
});

describe('reverse charge: a VAT ID of another member state than the seller', () => {
  it('is in Sweden', () => {
    expect(SELLER_COUNTRY).toBe('SE');
  });

  it('checkout: 0% VAT, "reverse_charge", the net price due', async () => {
    const lena = await signInAs('trial-eligible');
    const before = await checkoutPreview(lena);
    expect(before).toMatchObject({ taxPercent: 19, tax: 3.8, total: 23.79, taxExempt: null });

    await saveAddress(lena, { ...BERLIN, companyName: 'Klangwerk GmbH', vatId: 'DE123456789' });
    expect(await checkoutPreview(lena)).toMatchObject({
      listPrice: 19.99,
      taxName: 'VAT',
      taxPercent: 0,
      tax: 0,
      total: 19.99,
      dueToday: 19.99,
      taxExempt: 'reverse_charge',
    });
  });

  it('a business in the seller’s own country pays its VAT', async () => {
    const lena = await signInAs('trial-eligible');
    await saveAddress(lena, {
      ...BERLIN,
      addressCountryCode: 'SE',
      addressCity: 'Stockholm',
      companyName: 'Ljudverket AB',
      vatId: 'SE556677889901',
    });
    expect(await checkoutPreview(lena)).toMatchObject({
      taxPercent: 25,
      taxExempt: null,
    });
  });

  it('the studio in Amsterdam: renewal preview and invoices reverse-charged', async () => {
    const studio = await signInAs('business-nl');
    const renewal = await studio.json<RenewalPreview>(
      'subscription',
      'GET',
      `/account/${studio.userId}/subscriptions/sub_Bn4Lq7Vd1N/preview-renewal`,
    );
    expect(renewal).toMatchObject({
      subtotal: 19.99,
      tax: 0,
      total: 19.99,
      taxPercent: 0,
      taxExempt: 'reverse_charge',
    });
    const invoices = await studio.json<Invoice[]>(
      'subscription',
      'GET',
      `/account/${studio.userId}/invoices`,
    );
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({ total: 19.99, taxExempt: 'reverse_charge' });
      // The business details at issue are the PDF's, not the list's.
      expect(invoice).not.toHaveProperty('billedVatId');
    }
  });

  it('the invoice PDF carries the company, the VAT ID and the reverse charge', async () => {
    const studio = await signInAs('business-nl');
    const [invoice] = await studio.json<Invoice[]>(
      'subscription',
      'GET',
      `/account/${studio.userId}/invoices`,
    );
    const pdf = await studio.call(
      'subscription',
      'GET',
      `/account/${studio.userId}/invoices/${invoice?.id ?? ''}/pdf`,
    );
    const text = new TextDecoder().decode(await pdf.arrayBuffer());
    expect(text).toContain('Company: Studio Noord B.V.');
    expect(text).toContain('VAT ID: NL859048236B01');
    expect(text).toContain('Reverse charge');
  });

  it('a charge made now is invoiced as previewed, with the business details', async () => {
    const lena = await signInAs('trial-eligible');
    await saveAddress(lena, { ...BERLIN, companyName: 'Klangwerk GmbH', vatId: 'DE123456789' });
    await lena.json('subscription', 'POST', `/account/${lena.userId}/payment_method`, {
      token_id: 'tok_visa',
    });
    const preview = await checkoutPreview(lena);
    await lena.json('subscription', 'POST', `/account/${lena.userId}/subscriptions/new`, {
      plan: 'reasonplusmonthlynt',
      currency: 'EUR',
      account: {},
    });
    const [invoice] = await lena.json<Invoice[]>(
      'subscription',
      'GET',
      `/account/${lena.userId}/invoices`,
    );
    expect(invoice).toMatchObject({ total: preview.dueToday, taxExempt: 'reverse_charge' });
    const pdf = await lena.call(
      'subscription',
      'GET',
      `/account/${lena.userId}/invoices/${invoice?.id ?? ''}/pdf`,
    );
    const text = new TextDecoder().decode(await pdf.arrayBuffer());
    expect(text).toContain('Company: Klangwerk GmbH');
    expect(text).toContain('VAT ID: DE123456789');
  });
});

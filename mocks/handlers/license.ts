/**
 * The license service (openapi/license.yaml), stateful: licenses with their upgrade chains,
 * transfers, and the computers licenses are authorized on.
 */
import { type Computer, type License, ProductFamily } from '@sdk/license/model';
import {
  getDeauthorizeComputerMockHandler,
  getListAuthorizedComputersMockHandler,
  getListLicensesMockHandler,
  getTransferLicensesMockHandler,
} from '@sdk/license/license.msw.ts';
import { db } from '../db/collections.ts';
import type { LicenseRecord } from '../db/schema.ts';
import { refuseParameter, pageOf } from './pages.ts';
import { licenseTransferBody } from './requests.ts';
import { authorize, fail, licenseBody, nowIso, omit, refuseLicense } from './support.ts';
import { idempotent } from './idempotency.ts';

/**
 * Recipients the mock knows without a persona behind them: any address at these domains is an
 * existing customer (the licenses leave the mock); any other unknown address has no account.
 */
const KNOWN_RECIPIENT_DOMAINS = ['example.com', 'example.org', 'example.net'];

function authorizedLicenseNumbers(ownerId: number): Set<string> {
  return new Set(
    db.computers
      .findMany((q) => q.where({ ownerId }))
      .flatMap((computer) => computer.licenseNumbers),
  );
}

function toLicense(record: LicenseRecord, authorized: Set<string>): License {
  return {
    ...omit(record, 'ownerId', 'productTransferable'),
    // The server refuses to move a license that is still authorized somewhere.
    transferable: record.productTransferable && !authorized.has(record.licenseNumber),
  };
}

function toComputer(computer: Omit<Computer, 'productNames'>, licenses: LicenseRecord[]): Computer {
  const owned = computer.licenseNumbers.flatMap((number) => {
    const license = licenses.find((candidate) => candidate.licenseNumber === number);
    return license ? [license] : [];
  });
  return {
    ...computer,
    licenseNumbers: owned.map((license) => license.licenseNumber),
    productNames: owned.map((license) => license.productName),
  };
}

const PRODUCT_FAMILIES: readonly string[] = Object.values(ProductFamily);

function isProductFamily(value: string): value is ProductFamily {
  return PRODUCT_FAMILIES.includes(value);
}

export const licenseHandlers = [
  getListLicensesMockHandler(async ({ request }) => {
    const { userId } = await authorize('license', request);
    const authorized = authorizedLicenseNumbers(userId);
    const family = new URL(request.url).searchParams.get('productFamily');
    if (family !== null && !isProductFamily(family)) {
      refuseParameter('license', `productFamily: "${family}" is not a product family.`);
    }
    const licenses = db.licenses.findMany((q) =>
      q.where({ ownerId: userId, ...(family === null ? {} : { productFamily: family }) }),
    );
    return pageOf(
      'license',
      request,
      licenses,
      (license) => `${license.registeredAt}|${license.licenseNumber}`,
      (license) => toLicense(license, authorized),
    );
  }),

  getTransferLicensesMockHandler(
    idempotent(
      'transferLicenses',
      200,
      async ({ request }) => {
        const { userId, user } = await authorize('license', request);
        const body = await licenseBody(request, licenseTransferBody);
        const recipientEmail = body.new_owner_email.toLowerCase();
        if (recipientEmail === user.email.toLowerCase()) {
          refuseLicense('You cannot transfer licenses to your own account.');
        }
        const recipient = db.users.findFirst((q) =>
          q.where({ email: (email) => email.toLowerCase() === recipientEmail }),
        );
        const domain = recipientEmail.slice(recipientEmail.lastIndexOf('@') + 1);
        if (!recipient && !KNOWN_RECIPIENT_DOMAINS.includes(domain)) {
          refuseLicense(`No account was found for the e-mail address ${body.new_owner_email}.`);
        }

        // Each number names a license or one in its upgrade chain; the whole chain moves together.
        const owned = db.licenses.findMany((q) => q.where({ ownerId: userId }));
        const authorized = authorizedLicenseNumbers(userId);
        const moving = new Map<string, LicenseRecord>();
        for (const number of body.license_numbers) {
          const license = owned.find(
            (candidate) =>
              candidate.licenseNumber === number ||
              candidate.upgradedChain.some((upgraded) => upgraded.licenseNumber === number),
          );
          if (!license) refuseLicense(`License ${number} is not registered to your account.`);
          if (!license.productTransferable) {
            refuseLicense(
              `License ${license.licenseNumber} (${license.productName}) cannot be transferred.`,
            );
          }
          if (authorized.has(license.licenseNumber)) {
            refuseLicense(
              `License ${license.licenseNumber} cannot be transferred while it is authorized on a computer.`,
            );
          }
          moving.set(license.licenseNumber, license);
        }

        for (const license of moving.values()) {
          if (recipient) {
            await db.licenses.update(
              (q) => q.where({ ownerId: userId, licenseNumber: license.licenseNumber }),
              {
                data(draft) {
                  draft.ownerId = recipient.userId;
                  draft.registeredAt = nowIso();
                },
              },
            );
          } else {
            db.licenses.delete((q) =>
              q.where({ ownerId: userId, licenseNumber: license.licenseNumber }),
            );
          }
        }
        return {
          transferred: [...moving.values()].flatMap((license) => [
            license.licenseNumber,
            ...license.upgradedChain.map((upgraded) => upgraded.licenseNumber),
          ]),
        };
      },
      'license',
    ),
  ),

  getListAuthorizedComputersMockHandler(async ({ request }) => {
    const { userId } = await authorize('license', request);
    const licenses = db.licenses.findMany((q) => q.where({ ownerId: userId }));
    return db.computers
      .findMany((q) => q.where({ ownerId: userId }))
      .sort((a, b) => b.authorizedAt.localeCompare(a.authorizedAt))
      .map((computer) => toComputer(omit(computer, 'ownerId'), licenses));
  }),

  getDeauthorizeComputerMockHandler(
    idempotent(
      'deauthorizeComputer',
      204,
      async ({ request, params }) => {
        const { userId } = await authorize('license', request);
        const id = String(params.computerId);
        const removed = db.computers.delete((q) => q.where({ ownerId: userId, id }));
        if (!removed) fail('license', 404, 'Not found.');
      },
      'license',
    ),
  ),
];

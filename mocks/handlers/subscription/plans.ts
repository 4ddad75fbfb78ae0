/**
 * Plans, public: the signup screen shows them to visitors who have no token yet, so they answer
 * from the catalogue even before any persona has been signed in.
 */
import { getGetPlanMockHandler } from '@sdk/subscription/subscription.msw.ts';
import { isPlanCode, PLANS } from '../../db/catalogue.ts';
import { db } from '../../db/collections.ts';
import { stateSettled } from '../../db/state.ts';
import { fail } from '../support.ts';

export const planHandlers = [
  getGetPlanMockHandler(async ({ params }) => {
    await stateSettled();
    const code = String(params.code);
    const plan = db.plans.findFirst((q) => q.where({ code: (candidate) => candidate === code }));
    return (
      plan ?? (isPlanCode(code) ? PLANS[code] : fail('subscription', 404, `Plan ${code} not found`))
    );
  }),
];

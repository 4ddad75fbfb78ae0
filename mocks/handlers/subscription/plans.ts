/** Plans, public: the signup screen shows them to visitors who have no token yet. */
import { getGetPlanMockHandler } from '@sdk/subscription/subscription.msw.ts';
import { db } from '../../db/collections.ts';
import { stateSettled } from '../../db/state.ts';
import { fail } from '../support.ts';

export const planHandlers = [
  getGetPlanMockHandler(async ({ params }) => {
    await stateSettled();
    const code = String(params.code);
    const plan = db.plans.findFirst((q) => q.where({ code: (candidate) => candidate === code }));
    return plan ?? fail('subscription', 404, `Plan ${code} not found`);
  }),
];

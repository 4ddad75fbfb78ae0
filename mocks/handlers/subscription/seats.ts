/** The seats of a multi-seat subscription: how many it has and who holds them. */
import { getGetSubscriptionSeatsMockHandler } from '@sdk/subscription/subscription.msw.ts';
import { db } from '../../db/collections.ts';
import { omit } from '../support.ts';
import { subscriptionInPath } from './records.ts';

export const seatHandlers = [
  getGetSubscriptionSeatsMockHandler(async ({ request, params }) => {
    const { subscription } = await subscriptionInPath(request, params);
    const seats = db.seats
      .findMany((q) => q.where({ subscriptionId: subscription.id }))
      .map((seat) => omit(seat, 'subscriptionId'));
    return { total: subscription.seats, assigned: seats.length, seats };
  }),
];

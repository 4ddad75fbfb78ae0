import type { BillingInfo, ThreeDSecureResponse } from '@sdk/subscription/model';

/** The payment-method call answers 202 with this shape when the bank wants a 3-D Secure challenge. */
export function isThreeDSecureAction(
  response: BillingInfo | ThreeDSecureResponse,
): response is ThreeDSecureResponse {
  return 'threedsActionRequired' in response && response.threedsActionRequired;
}

import type { InvoiceStatus } from '@sdk/subscription/model';
import type { OrderStatus } from '@sdk/shop/model';
import { paymentStatusWording } from '@/shared/format/paymentStatus.ts';
import looks from './mantineLooks.module.css';

/**
 * An invoice's or an order's status, in the customer's words ("Paid", not "Approved"): a light
 * Badge drawn by the stylesheet, since a list shows one per row (decision 014).
 */
export function PaymentStatusBadge({ status }: { status: InvoiceStatus | OrderStatus }) {
  const { label, color } = paymentStatusWording(status);
  return (
    <span className={looks.badge} data-color={color}>
      {label}
    </span>
  );
}

import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@sdk/subscription/model';
import type { OrderStatus } from '@sdk/shop/model';
import { paymentStatusWording } from '@/shared/format/paymentStatus.ts';

/** An invoice's or an order's status, in the customer's words ("Paid", not "Approved"). */
export function PaymentStatusBadge({ status }: { status: InvoiceStatus | OrderStatus }) {
  const { label, color } = paymentStatusWording(status);
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}

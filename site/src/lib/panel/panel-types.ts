/**
 * The back office's answers and requests as the panel reads and sends them (issue 31): every type
 * inferred from the zod schemas the admin calls are declared with, never restated. Type-only
 * imports: no validator reaches the browser through this file.
 */
import type { z } from 'zod';
import type {
  customerExportSchema,
  deskCustomerListSchema,
  deskCustomerSchema,
  erasureAnswerSchema,
} from '#worker/api/admin/customer-desk-schemas.ts';
import type {
  correctionAnswerSchema,
  correctionBodySchema,
  correctionFormSchema,
  deskInvoiceListSchema,
  deskInvoiceSchema,
} from '#worker/api/admin/invoice-desk-schemas.ts';
import type {
  auditEntrySchema,
  auditLogSchema,
  dashboardSchema,
  deskOrderListSchema,
  deskOrderSchema,
  listItemSchema,
  loggedInSchema,
  loginAnswerSchema,
  shipmentSchema,
  staffMemberSchema,
  staffMembersSchema,
  staffMeSchema,
  statusRecordSchema,
} from '#worker/api/admin/panel-schemas.ts';
import type { contentChangeSchema, rebuildRequestSchema, rebuildsOverviewSchema } from '#worker/api/admin/rebuild-schemas.ts';

export type StaffMe = z.output<typeof staffMeSchema>;
export type StaffLoginStep = z.output<typeof loginAnswerSchema>;
export type StaffLoggedIn = z.output<typeof loggedInSchema>;
export type StaffMember = z.output<typeof staffMemberSchema>;
export type StaffMembers = z.output<typeof staffMembersSchema>;
export type AuditEntry = z.output<typeof auditEntrySchema>;
export type AuditLog = z.output<typeof auditLogSchema>;
export type PanelDashboard = z.output<typeof dashboardSchema>;
export type DeskOrderList = z.output<typeof deskOrderListSchema>;
export type DeskOrderListItem = z.output<typeof listItemSchema>;
export type DeskOrder = z.output<typeof deskOrderSchema>;
export type OrderStatusRecord = z.output<typeof statusRecordSchema>;
export type OrderShipment = z.output<typeof shipmentSchema>;
export type DeskInvoiceList = z.output<typeof deskInvoiceListSchema>;
export type DeskInvoiceListItem = z.output<typeof deskInvoiceSchema>;
export type DeskCorrectionForm = z.output<typeof correctionFormSchema>;
export type DeskCorrectionRequest = z.input<typeof correctionBodySchema>;
export type DeskCorrection = z.output<typeof correctionAnswerSchema>;
export type DeskCustomerList = z.output<typeof deskCustomerListSchema>;
export type DeskCustomer = z.output<typeof deskCustomerSchema>;
export type CustomerErased = z.output<typeof erasureAnswerSchema>;
export type CustomerDataExport = z.output<typeof customerExportSchema>;
export type ContentChange = z.output<typeof contentChangeSchema>;
export type RebuildRequest = z.output<typeof rebuildRequestSchema>;
export type RebuildsOverview = z.output<typeof rebuildsOverviewSchema>;

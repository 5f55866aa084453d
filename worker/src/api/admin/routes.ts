/**
 * The staff's calls (`/api/admin/v1`), one module per family, mounted here: the staff login
 * (staff-sessions.ts) and the owner's staff management and audit log (staff-members.ts; both in
 * docs/back-office.md), remote login
 * (remote-login.ts, docs/customers.md "Remote login"), the order's status changes and shipments
 * (order-status.ts, docs/orders.md "Order status (staff)"), both tagged Administracja, the invoice
 * list and the corrections staff issue (invoice-desk.ts, invoice-corrections.ts, tagged "Panel: faktury"), the customers with their data rights
 * (customer-desk.ts, tagged "Panel: klienci"), and the content
 * calls tagged "Administracja – treści" (products with prices and promotions, categories, blog
 * posts, product sets, browse flags, branches, pages, sliders, milestones, media uploads; docs/content.md "Content administration and imports")
 * and the rebuild requests (rebuilds.ts, docs/operations.md "Rebuilds").
 * Every call but the login declares the roles it takes; a member's panel login or a named
 * integration's token opens it (require-staff.ts), and every write leaves an audit row.
 */
import { createRouter } from '../contract.ts';
import { adminBlogPostRoutes } from './blog-posts.ts';
import { adminBranchRoutes } from './branches.ts';
import { adminCategoryRoutes } from './categories.ts';
import { customerDeskRoutes } from './customer-desk.ts';
import { dashboardRoutes } from './dashboard.ts';
import { adminFlagRoutes } from './flags.ts';
import { invoiceCorrectionRoutes } from './invoice-corrections.ts';
import { invoiceDeskRoutes } from './invoice-desk.ts';
import { adminMediaRoutes } from './media.ts';
import { adminMilestoneRoutes } from './milestones.ts';
import { orderDeskRoutes } from './order-desk.ts';
import { orderStatusRoutes } from './order-status.ts';
import { adminPageRoutes } from './pages.ts';
import { adminProductListRoutes } from './product-list.ts';
import { adminProductSetRoutes } from './product-sets.ts';
import { adminProductRoutes } from './products.ts';
import { publishingRoutes } from './publishing.ts';
import { rebuildRoutes } from './rebuilds.ts';
import { remoteLoginRoutes } from './remote-login.ts';
import { adminSliderRoutes } from './sliders.ts';
import { staffMemberRoutes } from './staff-members.ts';
import { staffSessionRoutes } from './staff-sessions.ts';
import { withdrawalDeskRoutes } from './withdrawal-desk.ts';
import { withdrawalRefundRoutes } from './withdrawal-refunds.ts';

export const adminRoutes = createRouter()
  .route('/', staffSessionRoutes)
  .route('/', staffMemberRoutes)
  .route('/', remoteLoginRoutes)
  .route('/', customerDeskRoutes)
  .route('/', dashboardRoutes)
  .route('/', orderDeskRoutes)
  .route('/', invoiceDeskRoutes)
  .route('/', invoiceCorrectionRoutes)
  .route('/', orderStatusRoutes)
  .route('/', withdrawalDeskRoutes)
  .route('/', withdrawalRefundRoutes)
  .route('/', adminProductListRoutes)
  .route('/', adminProductRoutes)
  .route('/', adminCategoryRoutes)
  .route('/', adminBlogPostRoutes)
  .route('/', adminProductSetRoutes)
  .route('/', adminFlagRoutes)
  .route('/', adminBranchRoutes)
  .route('/', adminPageRoutes)
  .route('/', adminSliderRoutes)
  .route('/', adminMilestoneRoutes)
  .route('/', adminMediaRoutes)
  .route('/', rebuildRoutes)
  .route('/', publishingRoutes);

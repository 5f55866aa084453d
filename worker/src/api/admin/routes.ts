/**
 * The staff's calls (`/api/admin/v1`), one module per family, mounted here: remote login
 * (remote-login.ts, docs/customers.md "Remote login"), the order's status changes and shipments
 * (order-status.ts, docs/orders.md "Order status (staff)"), both tagged Administracja, and the content
 * calls tagged "Administracja – treści" (products with prices and promotions, categories, blog
 * posts, product sets, branches, pages, sliders; docs/content.md "Content administration and imports")
 * and the rebuild requests (rebuilds.ts, docs/operations.md "Rebuilds").
 * Every one requires the staff token and names the person acting (require-staff.ts).
 */
import { createRouter } from '../contract.ts';
import { adminBlogPostRoutes } from './blog-posts.ts';
import { adminBranchRoutes } from './branches.ts';
import { adminCategoryRoutes } from './categories.ts';
import { orderStatusRoutes } from './order-status.ts';
import { adminPageRoutes } from './pages.ts';
import { adminProductSetRoutes } from './product-sets.ts';
import { adminProductRoutes } from './products.ts';
import { rebuildRoutes } from './rebuilds.ts';
import { remoteLoginRoutes } from './remote-login.ts';
import { adminSliderRoutes } from './sliders.ts';

export const adminRoutes = createRouter()
  .route('/', remoteLoginRoutes)
  .route('/', orderStatusRoutes)
  .route('/', adminProductRoutes)
  .route('/', adminCategoryRoutes)
  .route('/', adminBlogPostRoutes)
  .route('/', adminProductSetRoutes)
  .route('/', adminBranchRoutes)
  .route('/', adminPageRoutes)
  .route('/', adminSliderRoutes)
  .route('/', rebuildRoutes);

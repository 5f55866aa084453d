/**
 * The staff's calls (`/api/admin/v1`, tag Administracja), one module per family, mounted here:
 * remote login (remote-login.ts, README "Remote login") and the order's status changes and
 * shipments (order-status.ts, README "Order status (staff)"). Every one requires the staff token
 * and names the person acting (require-staff.ts).
 */
import { createRouter } from '../contract.ts';
import { adminBlogPostRoutes } from './blog-posts.ts';
import { adminCategoryRoutes } from './categories.ts';
import { orderStatusRoutes } from './order-status.ts';
import { adminProductRoutes } from './products.ts';
import { remoteLoginRoutes } from './remote-login.ts';

export const adminRoutes = createRouter()
  .route('/', remoteLoginRoutes)
  .route('/', orderStatusRoutes)
  .route('/', adminProductRoutes)
  .route('/', adminCategoryRoutes)
  .route('/', adminBlogPostRoutes);

/**
 * The shop's JSON API under /api, answered by the worker when no API_ORIGIN is set (the edge
 * prepares each request first: edge/api-gateway.ts). Public calls live under /public/v1 (spec
 * §7), secure calls under /secure/v1, logout under /auth, the staff's calls under /admin/v1. Every call is declared once
 * (contract.ts); the OpenAPI document and the reference page come from those declarations
 * (openapi.ts).
 */
import { userRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { logoutRoutes, oauthRoutes } from './auth/routes.ts';
import { blogRoutes } from './blog/routes.ts';
import { branchRoutes } from './branches/routes.ts';
import { cartRoutes } from './carts/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { createRouter } from './contract.ts';
import { customerRoutes } from './customers/routes.ts';
import { departmentRoutes } from './departments/routes.ts';
import { handleApiError } from './errors.ts';
import { flagRoutes } from './flags/routes.ts';
import { formRoutes } from './forms/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { invoiceRoutes, ownInvoiceRoutes } from './invoices/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { answerUnmatchedRequest } from './method-not-allowed.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { documentationRoutes } from './openapi.ts';
import { checkoutRoutes, orderRoutes, ownOrderRoutes, paymentRoutes } from './orders/routes.ts';
import { milestoneRoutes, pageRoutes } from './pages/routes.ts';
import { parcelLockerRoutes } from './parcel-lockers/routes.ts';
import { passwordRoutes } from './passwords/routes.ts';
import { productSetRoutes } from './product-sets/routes.ts';
import { productRoutes } from './products/routes.ts';
import { rejectMalformedUrl } from './request-url.ts';
import { searchRoutes } from './search/routes.ts';
import { timeApiStages } from './server-timing.ts';
import { sliderRoutes } from './sliders/routes.ts';
import { trackerRoutes } from './tracker/routes.ts';
import { withdrawalRoutes } from './withdrawals/routes.ts';

const publicV1 = createRouter()
  .route('/categories', categoryRoutes)
  .route('/products', productRoutes)
  .route('/product-sets', productSetRoutes)
  .route('/carts', cartRoutes)
  .route('/checkout', checkoutRoutes)
  .route('/parcel-lockers', parcelLockerRoutes)
  .route('/orders', orderRoutes)
  .route('/invoices', invoiceRoutes)
  .route('/payments', paymentRoutes)
  .route('/flags', flagRoutes)
  .route('/blog', blogRoutes)
  .route('/branches', branchRoutes)
  .route('/pages', pageRoutes)
  .route('/milestones', milestoneRoutes)
  .route('/departments', departmentRoutes)
  .route('/slider', sliderRoutes)
  .route('/media', mediaRoutes)
  .route('/search', searchRoutes)
  .route('/forms', formRoutes)
  .route('/newsletter', newsletterRoutes)
  .route('/contact', contactRoutes)
  .route('/withdrawals', withdrawalRoutes)
  .route('/tracker', trackerRoutes)
  .route('/oauths', oauthRoutes)
  .route('/customers', customerRoutes)
  .route('/passwords', passwordRoutes);

const secureV1 = createRouter().route('/users', userRoutes).route('/orders', ownOrderRoutes).route('/invoices', ownInvoiceRoutes);

export const api = createRouter();
api.use(timeApiStages, rejectMalformedUrl);
api.route('/api/public/v1', publicV1);
api.route('/api/secure/v1', secureV1);
api.route('/api/auth', logoutRoutes);
api.route('/api/admin/v1', adminRoutes);
api.route('/api', healthRoutes);
api.route(
  '/api',
  documentationRoutes(() => api),
);
api.notFound((c): Response => answerUnmatchedRequest(c, api));
api.onError(handleApiError);

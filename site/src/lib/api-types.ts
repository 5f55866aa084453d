/**
 * The shop API's answers as the site and the scripts read them: every type is inferred from the
 * zod schemas the API declares its calls with (worker/src/api/<resource>/schemas.ts), never
 * restated. Type-only imports: no validator reaches the browser through this file.
 */
import type { z } from 'zod';
import type {
  accountOrderSchema,
  accountOrdersSchema,
  addressListSchema,
  addressSchema,
  boughtProductSchema,
  boughtProductsSchema,
  emailChangedSchema,
  emailChangeRequestedSchema,
  invoiceDataAnswerSchema,
  passwordChangedSchema,
  userSchema,
} from '#worker/api/account/schemas.ts';
import type { sessionStartedSchema } from '#worker/api/auth/schemas.ts';
import type { blogCategorySchema, blogPostSchema, blogTagSchema } from '#worker/api/blog/schemas.ts';
import type { branchKindSchema, branchSchema, dayOfWeekSchema, openingHoursSchema } from '#worker/api/branches/schemas.ts';
import type {
  addProductSetBody,
  addProductsBody,
  cartContactBody,
  cartContactSchema,
  cartItemSchema,
  cartSchema,
  cartSummaryResponseSchema,
  cartSummarySchema,
  cartUpdateSchema,
  reminderWithdrawalSchema,
  setQuantityBody,
} from '#worker/api/carts/schemas.ts';
import type {
  categoryFacetsResponseSchema,
  categoryFacetsSchema,
  categoryListingResponseSchema,
  categoryNodeSchema,
  facetOptionSchema,
  priceRangeOptionSchema,
} from '#worker/api/categories/schemas.ts';
import type { contactMessageAcceptedSchema } from '#worker/api/contact/schemas.ts';
import type { accountFormAcceptedSchema, confirmationAnswerSchema } from '#worker/api/customers/schemas.ts';
import type { departmentSchema } from '#worker/api/departments/schemas.ts';
import type { flagSchema } from '#worker/api/flags/schemas.ts';
import type { formTicketSchema } from '#worker/api/forms/schemas.ts';
import type { invoiceListSchema, invoiceSchema, invoiceSummarySchema } from '#worker/api/invoices/schemas.ts';
import type { mediaEntrySchema } from '#worker/api/media/schemas.ts';
import type { cancellationSchema, clickSchema, confirmationSchema, formAcceptedSchema } from '#worker/api/newsletter/schemas.ts';
import type { deliveryMethodSchema, orderConfirmationSchema, orderSchema, placedOrderSchema, placeOrderBody } from '#worker/api/orders/schemas.ts';
import type { acceptedTermsSchema, milestoneSchema, pageKindSchema, pageSchema } from '#worker/api/pages/schemas.ts';
import type { parcelLockerSchema, parcelLockerSearchSchema } from '#worker/api/parcel-lockers/schemas.ts';
import type { passwordResetDoneSchema } from '#worker/api/passwords/schemas.ts';
import type { productSetItemSchema, productSetSchema, productSetSummarySchema } from '#worker/api/product-sets/schemas.ts';
import type { hazardLabelSchema, hazardSchema, productSafetySchema } from '#worker/api/products/safety-schemas.ts';
import type {
  productButtonsSchema,
  productOfferSchema,
  productPriceSchema,
  productSchema,
  productSummarySchema,
} from '#worker/api/products/schemas.ts';
import type { categoryRefSchema, errorSchema, imageSchema } from '#worker/api/schemas.ts';
import type { articleHitSchema, searchResultsSchema, searchSuggestionSchema, searchSuggestionsSchema } from '#worker/api/search/schemas.ts';
import type { sliderSchema, slideSchema } from '#worker/api/sliders/schemas.ts';
import type { contactSwitchResultSchema } from '#worker/api/tracker/schemas.ts';
import type { withdrawalAnswerSchema } from '#worker/api/withdrawals/schemas.ts';

export interface ListResponse<T> {
  items: T[];
}

/** A page of a long list; pass `nextCursor` back as `cursor` until it is null. */
export interface PagedResponse<T> extends ListResponse<T> {
  nextCursor: string | null;
}

/** One numbered page of a longer list (search results, filtered category listings). */
export interface NumberedPage<T> extends ListResponse<T> {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export type ApiErrorBody = z.output<typeof errorSchema>;
export type Image = z.output<typeof imageSchema>;
export type CategoryRef = z.output<typeof categoryRefSchema>;
export type CategoryNode = z.output<typeof categoryNodeSchema>;
export type ProductPrice = z.output<typeof productPriceSchema>;
export type ProductButtons = z.output<typeof productButtonsSchema>;
export type ProductSummary = z.output<typeof productSummarySchema>;
export type ProductOffer = z.output<typeof productOfferSchema>;
export type Product = z.output<typeof productSchema>;
export type Hazard = z.output<typeof hazardSchema>;
export type HazardLabel = z.output<typeof hazardLabelSchema>;
export type ProductSafety = z.output<typeof productSafetySchema>;
export type Flag = z.output<typeof flagSchema>;
export type ProductSetItem = z.output<typeof productSetItemSchema>;
export type ProductSet = z.output<typeof productSetSchema>;
export type ProductSetSummary = z.output<typeof productSetSummarySchema>;
export type CartSummary = z.output<typeof cartSummarySchema>;
export type CartSummaryResponse = z.output<typeof cartSummaryResponseSchema>;
export type CartUpdate = z.output<typeof cartUpdateSchema>;
export type CartContactRequest = z.input<typeof cartContactBody>;
export type CartContact = z.output<typeof cartContactSchema>;
export type CartReminderWithdrawal = z.output<typeof reminderWithdrawalSchema>;
export type CartItem = z.output<typeof cartItemSchema>;
export type Cart = z.output<typeof cartSchema>;
/** What the browser sends to add products, to add a set and to set a line's quantity. */
export type AddProductsRequest = z.input<typeof addProductsBody>;
export type AddProductSetRequest = z.input<typeof addProductSetBody>;
export type SetQuantityRequest = z.input<typeof setQuantityBody>;
export type BlogCategory = z.output<typeof blogCategorySchema>;
export type BlogTag = z.output<typeof blogTagSchema>;
export type BlogPost = z.output<typeof blogPostSchema>;
export type BranchKind = z.output<typeof branchKindSchema>;
export type DayOfWeek = z.output<typeof dayOfWeekSchema>;
export type OpeningHours = z.output<typeof openingHoursSchema>;
export type Branch = z.output<typeof branchSchema>;
export type Department = z.output<typeof departmentSchema>;
export type PageKind = z.output<typeof pageKindSchema>;
export type Page = z.output<typeof pageSchema>;
export type AcceptedTerms = z.output<typeof acceptedTermsSchema>;
export type Milestone = z.output<typeof milestoneSchema>;
export type Slide = z.output<typeof slideSchema>;
export type Slider = z.output<typeof sliderSchema>;
export type MediaEntry = z.output<typeof mediaEntrySchema>;
export type ArticleHit = z.output<typeof articleHitSchema>;
export type SearchResults = z.output<typeof searchResultsSchema>;
export type SearchSuggestion = z.output<typeof searchSuggestionSchema>;
export type SearchSuggestions = z.output<typeof searchSuggestionsSchema>;
export type FacetOption = z.output<typeof facetOptionSchema>;
export type PriceRangeOption = z.output<typeof priceRangeOptionSchema>;
export type CategoryFacets = z.output<typeof categoryFacetsSchema>;
export type CategoryFacetsResponse = z.output<typeof categoryFacetsResponseSchema>;
export type CategoryListingResponse = z.output<typeof categoryListingResponseSchema>;
export type FormTicket = z.output<typeof formTicketSchema>;
export type NewsletterFormAccepted = z.output<typeof formAcceptedSchema>;
export type NewsletterConfirmation = z.output<typeof confirmationSchema>;
export type NewsletterCancellation = z.output<typeof cancellationSchema>;
export type NewsletterClick = z.output<typeof clickSchema>;
export type AccountFormAccepted = z.output<typeof accountFormAcceptedSchema>;
export type RegistrationConfirmation = z.output<typeof confirmationAnswerSchema>;
export type PasswordChanged = z.output<typeof passwordChangedSchema>;
/** What the browser reads from a login through the edge: the tokens stay in httpOnly cookies. */
export type SessionStarted = z.output<typeof sessionStartedSchema>;
export type ContactMessageAccepted = z.output<typeof contactMessageAcceptedSchema>;
export type WithdrawalReceived = z.output<typeof withdrawalAnswerSchema>;
export type ContactSwitchResult = z.output<typeof contactSwitchResultSchema>;
export type DeliveryMethod = z.output<typeof deliveryMethodSchema>;
export type ParcelLocker = z.output<typeof parcelLockerSchema>;
export type ParcelLockerSearch = z.output<typeof parcelLockerSearchSchema>;
/** What the browser sends to place an order: the checkout form and the total it showed. */
export type PlaceOrderRequest = z.input<typeof placeOrderBody>;
export type PlacedOrder = z.output<typeof placedOrderSchema>;
export type Order = z.output<typeof orderSchema>;
export type Invoice = z.output<typeof invoiceSchema>;
export type InvoiceSummary = z.output<typeof invoiceSummarySchema>;
export type InvoiceList = z.output<typeof invoiceListSchema>;
export type OrderConfirmation = z.output<typeof orderConfirmationSchema>;
export type User = z.output<typeof userSchema>;
export type SavedAddress = z.output<typeof addressSchema>;
export type SavedAddresses = z.output<typeof addressListSchema>;
export type InvoiceData = z.output<typeof invoiceDataAnswerSchema>;
export type AccountOrder = z.output<typeof accountOrderSchema>;
export type AccountOrders = z.output<typeof accountOrdersSchema>;
export type BoughtProduct = z.output<typeof boughtProductSchema>;
export type BoughtProducts = z.output<typeof boughtProductsSchema>;
export type PasswordResetDone = z.output<typeof passwordResetDoneSchema>;
export type EmailChangeRequested = z.output<typeof emailChangeRequestedSchema>;
export type EmailChanged = z.output<typeof emailChangedSchema>;

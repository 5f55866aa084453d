/**
 * The back office's roles (issue 31) and what each may do: shared by the admin API, which declares
 * per call the roles it takes (contract.ts `staffRoles`), and the panel, which shows a member only
 * what their role opens. `owner` may do everything, staff management included.
 */
export const STAFF_ROLES = ['owner', 'orders', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Właściciel',
  orders: 'Obsługa zamówień',
  editor: 'Redakcja',
};

/** What the calls of a kind take: the owner always, and the role whose work they are. */
export const ROLES_FOR = {
  /** Orders, shipments, invoices, customers. */
  orders: ['owner', 'orders'],
  /** Catalogue and content, and publishing them. */
  content: ['owner', 'editor'],
  /** Staff management and the whole audit log. */
  owner: ['owner'],
  /** What every member may read about themselves and the dashboard. */
  anyStaff: ['owner', 'orders', 'editor'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** The roles whose login needs the second factor (TOTP). */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = ['owner', 'orders'];

/** Whether a member with `role` may make a call that takes `allowed`. */
export function mayCall(role: StaffRole, allowed: readonly StaffRole[]): boolean {
  return allowed.includes(role);
}

/**
 * What every route change does (spec §2): the cart sidebar closes, the mobile menu and the
 * breadcrumb fold up, and the header takes the layout the route names in the route table (or the
 * one its query asks for: header-layout.ts).
 */
import { closeCartSidebar } from '@/components/cart/cart-sidebar-store.ts';
import { headerVariantOfPath } from '@/lib/header-layout.ts';
import { closeBreadcrumb } from './breadcrumb-store.ts';
import { closeMenu, setHeaderConfig } from './header-store.ts';

export function applyRouteChange(pathname: string, search = ''): void {
  closeCartSidebar();
  closeMenu();
  closeBreadcrumb();
  setHeaderConfig(headerVariantOfPath(pathname, search));
}

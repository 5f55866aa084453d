import { getCategoryTree, listFlags } from '@/lib/content.ts';
import { toMenuCategories } from '@/lib/menu-categories.ts';
import { CartMainBar } from './cart-main-bar.tsx';
import { CategoryBar } from './category-bar.tsx';
import { BenefitsBar, CompanyBar, ShortcutsBar } from './content-bars.tsx';
import { HeaderFrame } from './header-frame.tsx';
import { MainBar } from './main-bar.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { companyLinks, TopBar } from './top-bar.tsx';

/**
 * The header of spec §4: top bar, main bar (or the cart's own), category bar and content bar;
 * HeaderFrame picks the layout's bars in the browser. Both category menus get one compact tree.
 */
export function SiteHeader() {
  const categories = toMenuCategories(getCategoryTree());
  return (
    <HeaderFrame
      topBar={<TopBar />}
      mainBar={<MainBar />}
      cartMainBar={<CartMainBar />}
      categoryBar={<CategoryBar categories={categories} />}
      contentBars={{ main: <BenefitsBar />, shop: <ShortcutsBar flags={listFlags()} />, page: <CompanyBar /> }}
    >
      <MobileMenu categories={categories} links={companyLinks()} />
    </HeaderFrame>
  );
}

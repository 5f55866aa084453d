import { BlogPostList } from '@/components/panel/content/blog-posts.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Content.Heading'), 'panelContent');

export default function PanelContentPage() {
  return <BlogPostList />;
}

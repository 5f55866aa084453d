import { BlogPostEditor } from '@/components/panel/content/blog-posts.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Content.Blog.Heading'), 'panelContentPost');

/** A blog post's form: `?slug=` edits that post, none writes a new one. */
export default function PanelContentPostPage() {
  return <BlogPostEditor />;
}

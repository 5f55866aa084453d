import { SliderEditor } from '@/components/panel/content/slider-editor.tsx';
import { panelMetadata } from '@/components/panel/panel-metadata.ts';
import { t } from '@/lib/i18n/index.ts';
import '@/lib/i18n/pl-panel.ts';

export const metadata = panelMetadata(t('Panel.Content.Slider.Heading'), 'panelContentSlider');

export default function PanelContentSliderPage() {
  return <SliderEditor />;
}

/**
 * The one reminder about an abandoned cart (issue 15): what is in the cart (names and
 * quantities; the prices are those of the moment the link is opened, so none are promised
 * here), the link that restores it, and how to stop reminders.
 */
import { href } from '#lib/routes.ts';
import { type RenderedMail, renderMail } from '../mail/render.ts';

export interface ReminderFacts {
  cartUuid: string;
  token: string;
  lines: readonly { name: string; quantity: number }[];
}

export function cartReminderMail(shopUrl: string, { cartUuid, token, lines }: ReminderFacts): RenderedMail {
  return renderMail(
    {
      subject: 'Twój koszyk czeka na Ciebie',
      heading: 'Zostawiłeś produkty w koszyku',
      paragraphs: [
        'Przypominamy o koszyku, o którym prosiłeś nas przypomnieć przy składaniu zamówienia. W koszyku są:',
        lines.map((line) => `${line.name} × ${line.quantity}`).join('\n'),
        'Link poniżej przywraca ten koszyk w Twojej przeglądarce przez 7 dni. Ceny i dostępność sprawdzimy, gdy go otworzysz.',
        'To jedyne przypomnienie o tym koszyku. Zgodę na przypomnienia wycofasz linkiem „Nie chcę przypomnień o koszyku”: ' +
          'nie napiszemy wtedy o żadnym Twoim koszyku, dopóki znów nie zaznaczysz tej zgody w zamówieniu.',
      ],
      links: [
        { label: 'Wróć do koszyka', url: `${shopUrl}${href('abandonedCart', { cartUuid, abandonmentToken: token })}` },
        { label: 'Nie chcę przypomnień o koszyku', url: `${shopUrl}${href('abandonedCart', { cartUuid, abandonmentToken: token })}?rezygnacja=1` },
      ],
    },
    { shopUrl },
  );
}

-- VAT on the document (issue 32, docs/decisions/035-vat-on-the-document.md): an order's VAT is
-- computed per rate from the net sum (site/src/lib/vat-totals.ts), and its delivery takes the
-- goods' rates (art. 29a ust. 6 pkt 2 of the VAT act): its net split between them in proportion
-- to the goods' net at each rate, kept here as JSON `[{ "vatRate": 8, "net": 1234 }]` so the
-- order page, the invoice's delivery lines and the KSeF XML read the one split the order was
-- charged with. An order placed before keeps its delivery whole at the method's rate.
ALTER TABLE orders ADD COLUMN delivery_parts TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(delivery_parts));
UPDATE orders SET delivery_parts = json_array(json_object('vatRate', delivery_vat_rate, 'net', delivery_net)) WHERE delivery_net > 0;

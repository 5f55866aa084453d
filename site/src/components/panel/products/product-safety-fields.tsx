'use client';
/**
 * The product's safety on its form (issue 34's data): the GPSR manufacturer, the responsible
 * person in the Union and the warnings; the CLP classification with its label: pictograms and the
 * signal word (proposed from the H statements by the rules of label-rules.ts), the H/EUH and P codes
 * with their official texts shown as they are typed, the substances, the UFI checked as typed, the
 * nominal quantity; and the safety data sheet (PDF) of a classified product.
 */
import { useState } from 'react';
import { requiredPictograms, requiredSignalWord } from '@/lib/clp/label-rules.ts';
import { GHS_PICTOGRAM_NAMES, GHS_PICTOGRAMS, pictogramSrc, SIGNAL_WORDS } from '@/lib/clp/pictograms.ts';
import { isHazardStatementCode, isPrecautionaryStatementCode, statementText } from '@/lib/clp/statements.ts';
import { isValidUfi } from '@/lib/clp/ufi.ts';
import { formatDate } from '@/lib/dates.ts';
import { t } from '@/lib/i18n/index.ts';
import type { AdminProduct } from '@/lib/panel/product-types.ts';
import { adminSend, messageOf } from '../panel-api.ts';
import { codesOf, type HazardKind, type PartyDraft, type ProductDraft } from './product-draft.ts';
import { ChoiceGroup, TextArea, TextField } from './product-fields.tsx';
import styles from './products.module.css';
import '@/lib/i18n/pl-panel.ts';

interface SafetyProps {
  draft: ProductDraft;
  set: (change: Partial<ProductDraft>) => void;
  problems: Readonly<Record<string, string>>;
}

function PartyFields({
  prefix,
  party,
  onChange,
  problems,
}: {
  prefix: string;
  party: PartyDraft;
  onChange: (party: PartyDraft) => void;
  problems: SafetyProps['problems'];
}) {
  return (
    <div className={styles.row}>
      <TextField
        path={`${prefix}.name`}
        label={t('Panel.Product.PartyName')}
        value={party.name}
        maxLength={200}
        error={problems[`${prefix}.name`]}
        onChange={(event) => onChange({ ...party, name: event.target.value })}
      />
      <TextField
        path={`${prefix}.address`}
        label={t('Panel.Product.PartyAddress')}
        hint={t('Panel.Product.PartyAddressHint')}
        value={party.address}
        maxLength={300}
        error={problems[`${prefix}.address`]}
        onChange={(event) => onChange({ ...party, address: event.target.value })}
      />
      <TextField
        path={`${prefix}.email`}
        label={t('Panel.Product.PartyEmail')}
        type="email"
        value={party.email}
        maxLength={254}
        error={problems[`${prefix}.email`]}
        onChange={(event) => onChange({ ...party, email: event.target.value })}
      />
    </div>
  );
}

export function GpsrFields({ draft, set, problems }: SafetyProps) {
  return (
    <section className={styles.section} aria-labelledby="produkt-gpsr">
      <h2 id="produkt-gpsr">{t('Panel.Product.Gpsr')}</h2>
      {problems.safety ? <p className={styles.fieldError}>{problems.safety}</p> : null}
      <h3>{t('Panel.Product.Manufacturer')}</h3>
      <PartyFields prefix="safety.manufacturer" party={draft.manufacturer} problems={problems} onChange={(manufacturer) => set({ manufacturer })} />
      <label className={styles.check}>
        <input type="checkbox" checked={draft.hasResponsiblePerson} onChange={(event) => set({ hasResponsiblePerson: event.target.checked })} />
        {t('Panel.Product.OutsideUnion')}
      </label>
      {draft.hasResponsiblePerson ? (
        <>
          <h3>{t('Panel.Product.ResponsiblePerson')}</h3>
          <PartyFields
            prefix="safety.responsiblePerson"
            party={draft.responsiblePerson}
            problems={problems}
            onChange={(responsiblePerson) => set({ responsiblePerson })}
          />
        </>
      ) : null}
      <TextArea
        path="safety.warnings"
        label={t('Panel.Product.Warnings')}
        hint={t('Panel.Product.OnePerLine')}
        rows={3}
        value={draft.warnings}
        error={problems['safety.warnings'] ?? problems['safety.warnings.0']}
        onChange={(event) => set({ warnings: event.target.value })}
      />
    </section>
  );
}

/** The official texts of the codes typed, and the codes no list knows. */
function StatementTexts({ text, isKnown }: { text: string; isKnown: (code: string) => boolean }) {
  const codes = codesOf(text);
  if (codes.length === 0) return null;
  return (
    <ul className={styles.statements} aria-live="polite">
      {codes.map((code) => (
        <li key={code}>
          <strong>{code}</strong> {isKnown(code) ? statementText(code) : <span className={styles.fieldError}>{t('Panel.Product.UnknownCode')}</span>}
        </li>
      ))}
    </ul>
  );
}

const HAZARD_KINDS: readonly HazardKind[] = ['none', 'not-classified', 'classified'];

export function ClpFields({ draft, set, problems }: SafetyProps) {
  const hazardCodes = codesOf(draft.hazardStatements).filter(isHazardStatementCode);
  const proposedPictograms = requiredPictograms(hazardCodes);
  const proposedWord = requiredSignalWord(hazardCodes);
  const ufiProblem = draft.ufi.trim() !== '' && !isValidUfi(draft.ufi) ? t('Panel.Product.BadUfi') : undefined;
  return (
    <section className={styles.section} aria-labelledby="produkt-clp">
      <h2 id="produkt-clp">{t('Panel.Product.Clp')}</h2>
      <ChoiceGroup path="hazard" label={t('Panel.Product.Classification')} error={problems.hazard}>
        {HAZARD_KINDS.map((kind) => (
          <label key={kind} className={styles.check}>
            <input type="radio" name="hazardKind" value={kind} checked={draft.hazardKind === kind} onChange={() => set({ hazardKind: kind })} />
            {t(`Panel.Product.Hazard.${kind}`)}
          </label>
        ))}
      </ChoiceGroup>
      {draft.hazardKind === 'classified' ? (
        <>
          <TextArea
            path="hazard.hazardStatements"
            label={t('Panel.Product.HazardStatements')}
            hint={t('Panel.Product.CodesHint')}
            rows={2}
            value={draft.hazardStatements}
            error={problems['hazard.hazardStatements'] ?? problems['hazard.hazardStatements.0']}
            onChange={(event) => set({ hazardStatements: event.target.value })}
          />
          <StatementTexts text={draft.hazardStatements} isKnown={isHazardStatementCode} />
          <ChoiceGroup path="hazard.pictograms" label={t('Panel.Product.Pictograms')} error={problems['hazard.pictograms']}>
            <div className={styles.pictograms}>
              {GHS_PICTOGRAMS.map((code) => (
                <label key={code} className={styles.pictogram}>
                  <input
                    type="checkbox"
                    checked={draft.pictograms.includes(code)}
                    onChange={(event) =>
                      set({ pictograms: event.target.checked ? [...draft.pictograms, code] : draft.pictograms.filter((other) => other !== code) })
                    }
                  />
                  <img src={pictogramSrc(code)} alt="" width={40} height={40} />
                  <span>
                    {code}: {GHS_PICTOGRAM_NAMES[code]}
                  </span>
                </label>
              ))}
            </div>
          </ChoiceGroup>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor="produkt-hazard-signalWord">{t('Panel.Product.SignalWord')}</label>
              <select
                id="produkt-hazard-signalWord"
                value={draft.signalWord}
                aria-invalid={problems['hazard.signalWord'] ? true : undefined}
                aria-describedby={problems['hazard.signalWord'] ? 'produkt-hazard-signalWord-blad' : undefined}
                onChange={(event) => set({ signalWord: event.target.value })}
              >
                <option value="">{t('Panel.Product.NoSignalWord')}</option>
                {SIGNAL_WORDS.map((word) => (
                  <option key={word} value={word}>
                    {word}
                  </option>
                ))}
              </select>
              {problems['hazard.signalWord'] ? (
                <span id="produkt-hazard-signalWord-blad" className={styles.fieldError}>
                  {problems['hazard.signalWord']}
                </span>
              ) : null}
            </div>
            <div className={styles.field}>
              <span className={styles.hint}>
                {t('Panel.Product.RulesCallFor', {
                  pictograms: proposedPictograms.join(', ') || '—',
                  word: proposedWord === 'any' ? t('Panel.Product.AnyWord') : (proposedWord ?? '—'),
                })}
              </span>
              <button
                type="button"
                className="button"
                disabled={hazardCodes.length === 0}
                onClick={() =>
                  set({
                    pictograms: proposedPictograms,
                    signalWord: proposedWord === 'any' ? draft.signalWord || 'Uwaga' : (proposedWord ?? ''),
                  })
                }
              >
                {t('Panel.Product.ProposeLabel')}
              </button>
            </div>
          </div>
          <TextArea
            path="hazard.precautionaryStatements"
            label={t('Panel.Product.PrecautionaryStatements')}
            hint={t('Panel.Product.CodesHint')}
            rows={2}
            value={draft.precautionaryStatements}
            error={problems['hazard.precautionaryStatements'] ?? problems['hazard.precautionaryStatements.0']}
            onChange={(event) => set({ precautionaryStatements: event.target.value })}
          />
          <StatementTexts text={draft.precautionaryStatements} isKnown={isPrecautionaryStatementCode} />
          <div className={styles.row}>
            <TextArea
              path="hazard.substances"
              label={t('Panel.Product.Substances')}
              hint={t('Panel.Product.OnePerLine')}
              rows={2}
              value={draft.substances}
              error={problems['hazard.substances']}
              onChange={(event) => set({ substances: event.target.value })}
            />
            <TextField
              path="hazard.ufi"
              label={t('Panel.Product.Ufi')}
              hint={t('Panel.Product.UfiHint')}
              value={draft.ufi}
              maxLength={24}
              error={ufiProblem ?? problems['hazard.ufi']}
              onChange={(event) => set({ ufi: event.target.value })}
            />
            <TextField
              path="hazard.nominalQuantity"
              label={t('Panel.Product.NominalQuantity')}
              hint={t('Panel.Product.NominalQuantityHint')}
              value={draft.nominalQuantity}
              maxLength={40}
              error={problems['hazard.nominalQuantity']}
              onChange={(event) => set({ nominalQuantity: event.target.value })}
            />
          </div>
        </>
      ) : null}
      {draft.hazardKind !== 'none' ? (
        <TextArea
          path="hazard.supplementalInformation"
          label={t('Panel.Product.SupplementalInformation')}
          rows={2}
          value={draft.supplementalInformation}
          error={problems['hazard.supplementalInformation']}
          onChange={(event) => set({ supplementalInformation: event.target.value })}
        />
      ) : null}
    </section>
  );
}

const sheetShape = () => import('@/lib/generated/response-shapes/adminPutSafetyDataSheet.ts').then((module) => module.adminPutSafetyDataSheet);

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

/** The safety data sheet of a classified product as stored: its date and link, and the upload of a new version. */
export function SafetyDataSheet({ product, onSaved }: { product: AdminProduct; onSaved: (product: AdminProduct) => void }) {
  const [date, setDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!file || date === '') {
      setMessage({ error: true, text: t('Panel.Product.SheetMissing') });
      return;
    }
    setBusy(true);
    try {
      const saved = await adminSend.put<AdminProduct>(
        `/products/${product.slug}/safety-data-sheet`,
        { date, pdfBase64: await base64Of(file) },
        sheetShape,
      );
      onSaved(saved);
      setMessage({ error: false, text: t('Panel.Product.SheetSaved') });
      setFile(null);
    } catch (error) {
      setMessage({ error: true, text: messageOf(error, t('Panel.Product.SaveFailed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="produkt-karta">
      <h2 id="produkt-karta">{t('Panel.Product.Sheet')}</h2>
      <p>
        {product.safetyDataSheet ? (
          <a href={product.safetyDataSheet.url}>{t('Panel.Product.SheetOf', { date: formatDate(product.safetyDataSheet.date) })}</a>
        ) : (
          t('Panel.Product.NoSheet')
        )}
      </p>
      <div className={styles.row}>
        <TextField
          path="sheet.date"
          label={t('Panel.Product.SheetDate')}
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <TextField
          path="sheet.file"
          label={t('Panel.Product.SheetFile')}
          type="file"
          accept="application/pdf"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <div className={styles.field}>
          <button type="button" className="button" disabled={busy} onClick={() => void send()}>
            {t('Panel.Product.SheetUpload')}
          </button>
        </div>
      </div>
      {message ? (
        <p className={message.error ? styles.fieldError : styles.saved} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
